import { Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
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
    <RouteErrorBoundary key={screenKey(location.pathname)} resetKey={location.pathname}>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

/*
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the screens load
 * their data with TanStack Query, and the data router's code would cost the landing page ~10 KB.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppProvider>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
