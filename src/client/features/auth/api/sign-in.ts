import type { LoginBody, User } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';
import { parseUserResponse } from '../parse-user';

export async function signIn(body: LoginBody): Promise<User> {
  return parseUserResponse(await apiRequest('POST', '/api/auth/login', body));
}
