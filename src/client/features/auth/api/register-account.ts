import type { RegisterBody, User } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';
import { parseUserResponse } from '../parse-user';

export async function registerAccount(body: RegisterBody): Promise<User> {
  return parseUserResponse(await apiRequest('POST', '/api/auth/register', body));
}
