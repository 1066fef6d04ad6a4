import { z } from 'zod';
import { ACCOUNT_TOKEN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits.js';

/**
 * Two-factor sign-in (issue 18, ADR 0038): the shapes of /api/account/two-factor/*, the sign-in's
 * second step and the workspace's requirement, shared by the server routes and the client forms.
 */

export { TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_REQUIRED_MESSAGE } from './two-factor-required.js';

export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code as an authenticator app shows it; spaces ("123 456") are left out. */
export const totpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code ("abcde-fghjk"): checked against the stored hashes, so only its size is limited here. */
export const recoveryCode = z.string().trim().min(1, 'Enter one of your recovery codes').max(64, 'That is not a recovery code');

const password = z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH);

/** Sign-in's answer when the password was right and a code is still needed: no session yet. */
export const secondStepNeededResponse = z.object({
  twoFactorRequired: z.literal(true),
  /** Names this sign-in for its second step; works once, for a few minutes. */
  challenge: z.string(),
});
export type SecondStepNeeded = z.infer<typeof secondStepNeededResponse>;
const CHALLENGE_MISSING = 'This sign-in is not valid any more. Sign in again.';
export const SIGN_IN_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before a fresh sign-in is needed. */
export const WRONG_CODES_PER_CHALLENGE = 5;

/** The challenge and either a code from the app or a recovery code. */
export const secondStepBody = z
  .object({
    challenge: z.string().min(1, CHALLENGE_MISSING).max(ACCOUNT_TOKEN_MAX_LENGTH, CHALLENGE_MISSING),
    code: totpCode.optional(),
    recoveryCode: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    path: ['code'],
  });
export type SecondStepBody = z.input<typeof secondStepBody>;

export const CHALLENGE_REFUSALS = {
  invalid: 'This sign-in is not valid any more. Sign in again.',
  expired: 'This sign-in took too long. Sign in again.',
  used: 'This sign-in was already completed. Sign in again if you need to.',
  exhausted: 'Too many wrong codes. Sign in again.',
} as const;
export const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
export const USED_CODE_MESSAGE = 'That code was already used. Wait for the next one in your authenticator app.';
export const SECRET_UNREADABLE_MESSAGE =
  'Your authenticator secret cannot be read on this server (its APP_SECRET differs). Use a recovery code, and tell the server’s administrator.';
export const WRONG_RECOVERY_CODE_MESSAGE = 'That recovery code is not right, or was already used.';

export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used; 0 when two-factor is off. */
  recoveryCodesLeft: z.number().int().nonnegative(),
  /** A workspace the user belongs to requires two-factor: it cannot be turned off. */
  requiredByWorkspace: z.boolean(),
  /** The session's workspace requires it and it is off: every other screen waits for the set-up. */
  setupRequired: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusResponse>;

/** Set-up's first step: the new secret, as a QR code and as text for typing into the app. */
export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG image of the otpauth URL, as a data: URL for an <img>. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

export const enableTwoFactorBody = z.object({ code: totpCode });
export type EnableTwoFactorBody = z.input<typeof enableTwoFactorBody>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** New recovery codes need proof it is the owner: a current code or the password. */
export const regenerateRecoveryCodesBody = z
  .object({ code: totpCode.optional(), password: password.optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    message: 'Enter a code from your authenticator app or your password',
    path: ['code'],
  });
export type RegenerateRecoveryCodesBody = z.input<typeof regenerateRecoveryCodesBody>;

export const disableTwoFactorBody = z.object({ password });
export type DisableTwoFactorBody = z.input<typeof disableTwoFactorBody>;

export const SETUP_NOT_STARTED_MESSAGE = 'Start the set-up again: no authenticator secret is waiting to be confirmed.';
export const ALREADY_ENABLED_MESSAGE = 'Two-factor authentication is already on.';
export const NOT_ENABLED_MESSAGE = 'Two-factor authentication is not on.';
export const REQUIRED_BY_WORKSPACE_MESSAGE = 'A workspace you belong to requires two-factor authentication, so it cannot be turned off.';

/** The workspace's requirement (Settings → Security): every member, only the owner changes it. */
export const twoFactorRequirementResponse = z.object({ required: z.boolean(), canChange: z.boolean() });
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirementResponse>;
export const twoFactorRequirementBody = z.object({ required: z.boolean() });
export const OWNER_NEEDS_TWO_FACTOR_MESSAGE = 'Turn on two-factor authentication for your own account first (Settings → Account).';
