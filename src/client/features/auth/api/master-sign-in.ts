import type { MasterLoginBody, User } from '@shared/contract/auth';
import { apiRequest } from '@/lib/api-request';
import { parseUserResponse } from '../parse-user';

export async function masterSignIn(body: MasterLoginBody): Promise<User> {
  return parseUserResponse(await apiRequest('POST', '/api/auth/master-login', body));
}
