import type { LoginBody, User } from '@shared/contract/auth';
import type { SecondStepNeeded as SecondStepAnswer } from '@shared/contract/two-factor';
import { apiRequest } from '@/lib/api-request';
import { parseUserResponse } from '../parse-user';

export interface SignedIn {
  user: User;
  /** Signing in cancelled the account's scheduled deletion (issue 18): the app says so. */
  accountDeletionCancelled: boolean;
}

/** The password was right and the account has two-factor: the code step, named by this challenge. */
export interface SecondStepNeeded {
  challenge: string;
}

/** A signed-in answer (the first step's or the second's), read the same way. */
export function readSignedIn(answer: unknown): SignedIn {
  const cancelled = typeof answer === 'object' && answer !== null && 'accountDeletionCancelled' in answer && answer.accountDeletionCancelled === true;
  return { user: parseUserResponse(answer), accountDeletionCancelled: cancelled };
}

/*
 * Checked by hand rather than with the contract's `secondStepNeededResponse`: the sign-in lives in
 * the auth provider every page loads, and the schema would put zod on the landing page (see
 * parse-user.ts). The type keeps it in step: a field added to the answer fails to compile here.
 */
const secondStepChecks: { [Field in keyof SecondStepAnswer]-?: (value: unknown) => boolean } = {
  twoFactorRequired: (value) => value === true,
  challenge: (value) => typeof value === 'string',
};

function isSecondStepAnswer(answer: unknown): answer is SecondStepAnswer {
  if (typeof answer !== 'object' || answer === null) return false;
  const fields = answer as Record<string, unknown>;
  return Object.entries(secondStepChecks).every(([field, check]) => check(fields[field]));
}

/** The session's user, or the challenge of a second step when the account has two-factor (ADR 0038). */
export function readFirstStep(answer: unknown): SignedIn | SecondStepNeeded {
  return isSecondStepAnswer(answer) ? { challenge: answer.challenge } : readSignedIn(answer);
}

export async function signIn(body: LoginBody): Promise<SignedIn | SecondStepNeeded> {
  return readFirstStep(await apiRequest('POST', '/api/auth/login', body));
}
