import type { MasterLoginBody } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';
import { readFirstStep, type SecondStepNeeded, type SignedIn } from './sign-in';

/** The master's user, or a second step when the master account has two-factor on (ADR 0038). */
export async function masterSignIn(body: MasterLoginBody): Promise<SignedIn | SecondStepNeeded> {
  return readFirstStep(await apiRequest('POST', '/api/auth/master-login', body));
}
