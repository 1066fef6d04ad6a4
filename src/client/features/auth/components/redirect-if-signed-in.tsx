import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { getRedirectTarget } from '../redirect-target';
import { useAuth } from '../use-auth';

/** A signed-in user has no business on the sign-in screen: send them where they were going. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (isAuthenticated) return <Navigate to={getRedirectTarget(location.state)} replace />;
  return children;
}
