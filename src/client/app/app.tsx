import { Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { PageHeadSync } from '@/features/marketing/seo/page-head-sync';
import { AppProvider } from './provider';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './routes';

/** /editor and /editor/{id} are one screen (spec §2): a new document keeps its state when it gets its id. */
function screenKey(pathname: string): string {
  return pathname === '/editor' || pathname.startsWith('/editor/') ? '/editor' : pathname;
}

function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  // A new screen gets a fresh boundary, and any new path clears a failure, so one broken screen
  // does not hide the next.
  return (
    <>
      <PageHeadSync />
      <RouteErrorBoundary key={screenKey(location.pathname)} resetKey={location.pathname}>
        <Suspense fallback={<PageSpinner />}>{element}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/*
 * Declarative routing (useRoutes) rather than a data router: the screens load their data with
 * TanStack Query, and the data router's code would cost the landing page ~10 KB. The router
 * itself comes from the caller: BrowserRouter in the browser (main.tsx), StaticRouter when the
 * server pre-renders a public page (entry-server.tsx), so both render the very same tree.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}
