import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.js';
import { newPassword, registerBody } from './auth.js';

/** Settings → Account (issue 18): the request and response shapes of /api/account/*. */

/** The name and company follow the sign-up rules; the email is not changed here. */
export const updateProfileBody = registerBody.pick({ firstName: true, lastName: true, company: true });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const changePasswordBody = z.object({
  // Checked against the stored hash, not against today's rules: an older password may be shorter.
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const signedOutResponse = z.object({
  /** How many other sessions of the user were still open and are now ended. */
  signedOut: z.number().int().nonnegative(),
});
export type SignedOutResponse = z.infer<typeof signedOutResponse>;

export const COMMON_PASSWORD_MESSAGE = 'This password appears in lists of leaked passwords; choose another.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'That is not your current password.';

/** Shown for a session whose browser was not recognised, or opened before devices were kept. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** One place the user is signed in (Settings → Account's list); never the session's token. */
export const accountSession = z.object({
  id: z.uuid(),
  device: z.string(),
  /** The client address at sign-in; null for sessions opened before addresses were kept. */
  address: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  /** The session making the request: this browser. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponse>;

export const accountSessionParams = z.object({ id: z.uuid('Not a session id') });

export const CURRENT_SESSION_MESSAGE = 'This is the session you are using; sign out from the account menu instead.';
