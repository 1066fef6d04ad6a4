/** The projects screen's filter lives in the address (?clientId=), so it survives a reload. */
export const CLIENT_ID_PARAM = 'clientId';

/** A positive whole number, else null (all clients). */
export function parseClientIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
