import type { LoginBody, User } from '@shared/contract/auth';
import { secondStepNeededResponse } from '@shared/contract/two-factor';
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

/** The session's user, or the challenge of a second step when the account has two-factor (ADR 0038). */
export function readFirstStep(answer: unknown): SignedIn | SecondStepNeeded {
  const secondStep = secondStepNeededResponse.safeParse(answer);
  return secondStep.success ? { challenge: secondStep.data.challenge } : readSignedIn(answer);
}

export async function signIn(body: LoginBody): Promise<SignedIn | SecondStepNeeded> {
  return readFirstStep(await apiRequest('POST', '/api/auth/login', body));
}
