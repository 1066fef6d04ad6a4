import { z } from 'zod';
import {
  COMPANY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.js';
import { subscriptionTiers } from '../vocabulary.js';

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
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponse>;

/**
 * Error bodies: `{error}` everywhere, `{message}` where the spec's client reads that field. A
 * refusal of one field of the request also names it in `field` ("clientId", "keyMessages.0").
 */
export const errorResponse = z.object({ error: z.string(), field: z.string().optional() });
export const messageResponse = z.object({ message: z.string() });

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
