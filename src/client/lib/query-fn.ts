import type { QueryFunction } from '@tanstack/react-query';
import { readJson, sendRequest, throwIfNotOk } from './api-request';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Default reads: GET the path spelled by the query key (spec §7), e.g. ['/api/documents', 3]. */
export function getQueryFn({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<unknown> {
  return async ({ queryKey, signal }) => {
    const response = await sendRequest('GET', queryKey.join('/'), undefined, signal);
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson(response);
  };
}
