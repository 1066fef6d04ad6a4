import { createHash, randomBytes } from 'node:crypto';

/**
 * A public API key: `ink_live_` and 32 random bytes in base64url (43 characters). Only its
 * SHA-256 is stored; the prefix (the marker and the secret's first 8 characters) is what lists show.
 */
export const API_KEY_MARKER = 'ink_live_';
const SECRET_PATTERN = /^ink_live_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): { key: string; prefix: string; tokenHash: string } {
  const key = API_KEY_MARKER + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_MARKER.length + 8), tokenHash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether a bearer token has a key's shape at all: anything else is refused without a query. */
export function looksLikeApiKey(token: string): boolean {
  return SECRET_PATTERN.test(token);
}
