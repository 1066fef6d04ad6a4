import type { ResetPasswordBody } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';

/** POST /api/auth/reset-password: the mailed token and the new password; every session ends. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiRequest('POST', '/api/auth/reset-password', body);
}
