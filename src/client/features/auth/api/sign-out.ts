import { apiRequest } from '@/lib/api-request';

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}
