import { invalidField } from '../http-error.js';

/**
 * The console's lists page by id, newest first: the cursor is the last id seen, opaque to
 * clients so they pass it back as it came.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`after:${id}`).toString('base64url');
}

export function decodeIdCursor(cursor: string): number {
  const match = /^after:([0-9]{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'cursor is not one this list gave: pass nextCursor as it came');
  return Number(match[1]);
}

/** `%term%` for ILIKE, with the pattern's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
