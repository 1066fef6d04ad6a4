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
