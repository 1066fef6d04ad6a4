import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { AuthProvider } from '@/features/auth/auth-provider';
import { queryClient as browserQueryClient } from '@/lib/query-client';

/** The server's pre-render passes a client of its own per page, so no cache outlives a render. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient | undefined }) {
  return (
    <QueryClientProvider client={queryClient ?? browserQueryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
