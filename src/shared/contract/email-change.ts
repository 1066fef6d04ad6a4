import { z } from 'zod';
import { ACCOUNT_TOKEN_MAX_LENGTH, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits.js';

/** Email change (issue 18, ADR 0038): the request from Settings → Account and the mailed link. */

export const changeEmailBody = z.object({
  newEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email('Enter a valid email address')),
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

export const confirmEmailChangeBody = z.object({
  token: z.string().trim().min(1, 'The link is missing its token').max(ACCOUNT_TOKEN_MAX_LENGTH, 'This link is not valid'),
});
export type ConfirmEmailChangeBody = z.input<typeof confirmEmailChangeBody>;

export const emailChangeResponse = z.object({ message: z.string() });

export const EMAIL_CHANGE_SENT_ANSWER = (address: string) =>
  `We sent a link to ${address}. Your address changes when you follow it; until then you keep using the current one.`;
export const EMAIL_CHANGED_ANSWER = (address: string) => `Your email address is now ${address}. Use it to sign in.`;
export const SAME_EMAIL_MESSAGE = 'That is already your email address.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const MASTER_EMAIL_MESSAGE = 'The master account’s email is its MASTER_EMAIL, set on the server.';

/** Why an email change link was refused: one clear message each (a 400 naming `token`). */
export const EMAIL_CHANGE_LINK_REFUSALS = {
  invalid: 'This email change link is not valid. Ask for a new one in Settings → Account.',
  expired: 'This email change link has expired. Ask for a new one in Settings → Account.',
  used: 'This email change link has already been used.',
} as const;
export const EMAIL_TAKEN_AT_CONFIRM_MESSAGE =
  'Another account started using this address after you asked for the change, so your address stays as it was.';
