import { createHash, randomBytes } from 'node:crypto';

/**
 * A link's secret: 32 random bytes in base64url (43 characters), of which only the SHA-256 is
 * stored, so the table alone opens nothing. Used by client review links (ADR 0043).
 */
export function generateRandomToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a text has a token's shape at all: anything else is refused without a query. */
export function looksLikeRandomToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(text);
}
