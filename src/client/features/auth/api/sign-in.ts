import type { LoginBody, User } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';
import { parseUserResponse } from '../parse-user';

export interface SignedIn {
  user: User;
  /** Signing in cancelled the account's scheduled deletion (issue 18): the app says so. */
  accountDeletionCancelled: boolean;
}

export async function signIn(body: LoginBody): Promise<SignedIn> {
  const answer = await apiRequest('POST', '/api/auth/login', body);
  const cancelled = typeof answer === 'object' && answer !== null && 'accountDeletionCancelled' in answer && answer.accountDeletionCancelled === true;
  return { user: parseUserResponse(answer), accountDeletionCancelled: cancelled };
}
