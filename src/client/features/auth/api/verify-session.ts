import { queryOptions } from '@tanstack/react-query';
import type { User } from '@shared/contract/auth';
import { getQueryFn } from '@/lib/query-fn';
import { parseUserResponse } from '../parse-user';

const readVerify = getQueryFn({ on401: 'returnNull' });

/** The signed-in user according to the server, or null when there is no valid session (401). */
export const verifySessionQuery = queryOptions({
  queryKey: ['/api/auth/verify'],
  queryFn: async (context): Promise<User | null> => {
    const body = await readVerify(context);
    return body === null ? null : parseUserResponse(body);
  },
});
