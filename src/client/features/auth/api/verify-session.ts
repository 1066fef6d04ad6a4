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
    if (body === null) return null;
    const user = parseUserResponse(body);
    // The rest of the answer fills the signed-in screens' queries (verify-answer.ts); loaded on
    // demand, since the landing page checks the session too and has no bytes to spare.
    void import('@/lib/account/verify-answer').then((module) => module.keepVerifyAnswer(context.client, body)).catch(() => undefined);
    return user;
  },
});
