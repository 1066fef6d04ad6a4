import type { SecondStepBody } from '@shared/contract/two-factor';
import { apiRequest } from '@/lib/api-request';
import { readSignedIn, type SignedIn } from './sign-in';

/** The sign-in's second step: the challenge and a code from the app or a recovery code (ADR 0038). */
export async function passSecondStep(body: SecondStepBody): Promise<SignedIn> {
  return readSignedIn(await apiRequest('POST', '/api/auth/two-factor', body));
}
