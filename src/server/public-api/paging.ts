import { HttpError } from '../http-error.js';

/**
 * The opaque cursor of the id-ordered lists (brands): the last id of the page, in base64url so
 * clients treat it as a token rather than a number to do arithmetic on.
 */
export function idCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function afterIdOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^id:([0-9]{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new HttpError(400, { error: 'cursor is not one this API gave: pass next_cursor as it came', code: 'invalid_cursor', field: 'cursor' });
  return Number(match[1]);
}
