import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import type { RedirectState } from '../redirect-target';
import { useAuth } from '../use-auth';

/** Product screens need a session; a visitor goes to /login and comes back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!isAuthenticated) {
    // The hash too: /settings#api-keys from the API docs opens at that section after signing in.
    const state: RedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
