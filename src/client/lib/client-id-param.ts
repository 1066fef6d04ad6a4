/** The chosen client lives in the address (?clientId=), so a reload or a shared link keeps it. */
export const CLIENT_ID_PARAM = 'clientId';

/** A positive whole number, else null (no client chosen, or all clients). */
export function parseClientIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
