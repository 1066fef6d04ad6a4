import type { WorkspaceRole } from '../db/schema.js';

/**
 * Two-factor sign-in's rules (issue 18, ADR 0038), as pure predicates: who may require it of a
 * workspace, who must set it up before going on, and what they may still reach meanwhile.
 */

/** Only the owner decides that every member needs a second factor. */
export function canRequireTwoFactor(member: { role: WorkspaceRole }): boolean {
  return member.role === 'owner';
}

export function hasTwoFactor(user: { twoFactorEnabledAt: Date | null }): boolean {
  return user.twoFactorEnabledAt !== null;
}

/** A session in a workspace that requires two-factor, of a user who has not set it up. */
export function mustSetUpTwoFactor(session: { workspaceRequiresTwoFactor: boolean; user: { twoFactorEnabledAt: Date | null } }): boolean {
  return session.workspaceRequiresTwoFactor && !hasTwoFactor(session.user);
}

/**
 * What such a session may still call: signing in and out and the current user (/api/auth/*), the
 * two-factor set-up itself, and the account screen's own reads (its list of sessions); everything
 * else answers 403 until a code confirms the set-up.
 */
export function isReachableWithoutTwoFactor(method: string, path: string): boolean {
  if (!path.startsWith('/api/')) return true;
  if (path.startsWith('/api/auth/')) return true;
  if (path === '/api/account/two-factor' || path.startsWith('/api/account/two-factor/')) return true;
  return method === 'GET' && path.startsWith('/api/account/');
}
