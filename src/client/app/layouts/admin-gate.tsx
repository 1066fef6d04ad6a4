import { PageSpinner } from '@/components/page-spinner';
import { useAuth } from '@/features/auth/use-auth';
import { NotFoundPage, ProductLayout } from '../lazy-pages';

/**
 * /admin (issue 18, ADR 0039): the product's layout around the console for the master account;
 * for anyone else, signed in or not, the 404 page, as for any path the app does not know (the
 * server answers it with 404 too, and its API refuses them the same way).
 */
export function AdminGate() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <PageSpinner label="Checking your session" />;
  if (!user?.isMasterAccount) return <NotFoundPage />;
  return <ProductLayout />;
}
