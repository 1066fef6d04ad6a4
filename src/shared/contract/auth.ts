import { z } from 'zod';
import {
  ACCOUNT_TOKEN_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.js';
import { subscriptionTiers } from '../vocabulary.js';
import { workspaceAccessSchema } from './permissions.js';

/** The request and response shapes of /api/auth/*, shared by the server routes and the client forms. */

export { subscriptionTiers, type SubscriptionTier } from '../vocabulary.js';

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'));

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerBody = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  company: z
    .string()
    .trim()
    .max(COMPANY_MAX_LENGTH, `Company must be at most ${COMPANY_MAX_LENGTH} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  password: newPassword,
});
export type RegisterBody = z.input<typeof registerBody>;

/** Sign-in checks presence only: the rules for a new password must not lock out an older one. */
const signInPassword = z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH);

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(EMAIL_MAX_LENGTH),
  password: signInPassword,
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

/** Sign-in's answer to a suspended account's correct password (issue 18, ADR 0039). */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Contact support.';

export const masterLoginBody = z.object({
  email: z.string().trim().min(1, 'Master email is required').max(EMAIL_MAX_LENGTH),
  password: signInPassword,
});
export type MasterLoginBody = z.input<typeof masterLoginBody>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  subscriptionTier: z.enum(subscriptionTiers),
  isMasterAccount: z.boolean(),
  /** Whether the owner confirmed the address by its mailed link (issue 18); API keys need it. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;

/**
 * GET /api/auth/verify: the user, and their role and permissions in the session's workspace
 * (issue 18), which the client reads to hide what the role cannot do.
 */
export const verifiedSessionResponse = userResponse.extend({ access: workspaceAccessSchema });
export type VerifiedSessionResponse = z.infer<typeof verifiedSessionResponse>;

/**
 * Sign-in's answer: the user, and `accountDeletionCancelled` when signing in cancelled the
 * account's scheduled deletion (issue 18), so the app can say so.
 */
export const loginResponse = userResponse.extend({ accountDeletionCancelled: z.literal(true).optional() });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * Error bodies: `{error}` everywhere, `{message}` where the spec's client reads that field. A
 * refusal of one field of the request also names it in `field` ("clientId", "keyMessages.0").
 */
export const errorResponse = z.object({ error: z.string(), field: z.string().optional() });
export const messageResponse = z.object({ message: z.string() });

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/**
 * Forgot password (spec §2, §9; issue 18). The answer is this one sentence whether or not an
 * account has the address, so the form cannot be used to learn who has an account.
 */
export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const FORGOT_PASSWORD_ANSWER = "If an account with this email exists, you'll receive a password reset link.";

/** The token of a mailed link, as the link carries it. */
const accountToken = z.string().trim().min(1, 'The link is missing its token').max(ACCOUNT_TOKEN_MAX_LENGTH, 'This link is not valid');

export const resetPasswordBody = z.object({ token: accountToken, password: newPassword });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const PASSWORD_CHANGED_ANSWER = 'Your password has been changed. Sign in with your new password.';

export const verifyEmailBody = z.object({ token: accountToken });
export type VerifyEmailBody = z.input<typeof verifyEmailBody>;
export const EMAIL_VERIFIED_ANSWER = 'Your email address is confirmed.';

/** Why a mailed link was refused, one clear message each (a 400 naming the `token` field). */
export const RESET_LINK_REFUSALS = {
  invalid: 'This password reset link is not valid. Ask for a new one.',
  expired: 'This password reset link has expired. Ask for a new one.',
  used: 'This password reset link has already been used. Ask for a new one if you need to.',
} as const;
export const VERIFICATION_LINK_REFUSALS = {
  invalid: 'This confirmation link is not valid. Sign in and ask for a new one.',
  expired: 'This confirmation link has expired. Sign in and ask for a new one.',
  used: 'This confirmation link has already been used.',
} as const;
