import type { ForgotPasswordBody } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';

/** POST /api/auth/forgot-password: the same answer whether or not an account has the address. */
export async function requestPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/auth/forgot-password', body);
}
