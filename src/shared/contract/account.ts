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
