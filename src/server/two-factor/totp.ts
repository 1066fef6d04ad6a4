import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) as every authenticator app reads it: SHA-1, 6 digits, 30-second steps, a 160-bit
 * secret (RFC 4226 §4 recommends that length). otpauth compares codes in constant time.
 */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'account', issuer = 'Inkwise'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URL an app scans: the issuer (the app's name) and the account's email label it. */
export function otpauthUrl(secret: string, input: { issuer: string; label: string }): string {
  return totpOf(secret, input.label, input.issuer).toString();
}

/** The code of the step at `timestamp` (tests and the browser test compute codes with this). */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpOf(secret).generate({ timestamp });
}

/**
 * The time step `code` belongs to, within one step of `now`, or null. A step at or before
 * `lastUsedStep` is refused: a code works once, even within its window (RFC 6238 §5.2).
 */
export function acceptedStep(secret: string, code: string, now: number, lastUsedStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** Whether `code` is right for a step already used (to say "already used" rather than "wrong"). */
export function isReusedCode(secret: string, code: string, now: number, lastUsedStep: number | null): boolean {
  if (lastUsedStep === null) return false;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta !== null && Math.floor(now / 1000 / PERIOD_SECONDS) + delta <= lastUsedStep;
}
