import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation link's token: 32 random bytes, of which only the SHA-256 is stored (as for
 * sessions and account tokens), so the invitations table alone opens no workspace.
 */
export function generateInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
