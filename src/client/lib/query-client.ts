import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './query-fn';

/** Spec §9: reads never refetch on their own or go stale, and nothing is retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
