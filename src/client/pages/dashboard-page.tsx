import { analyticsOverviewQuery } from '@/features/analytics/api/get-analytics-overview';
import { DashboardSummary } from '@/features/analytics/components/dashboard-summary';
import { documentsListQuery } from '@/features/documents/api/list-documents';
import { useAuth } from '@/features/auth/use-auth';
import { RecentDocuments } from '@/features/documents/components/recent-documents';
import { personalitiesQuery } from '@/lib/personalities/list-personalities';
import { queryClient } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Starts the dashboard's reads as soon as its code arrives on a first visit, while React is still
 * revealing the layout, rather than after the screen first renders.
 */
export function prefetchDashboardData(): void {
  void queryClient.prefetchInfiniteQuery(documentsListQuery(''));
  void queryClient.prefetchQuery(analyticsOverviewQuery());
  void queryClient.prefetchQuery(personalitiesQuery);
}

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Your documents and how they score.</p>
      </header>
      <DashboardSummary />
      <RecentDocuments viewerId={user?.id} />
    </div>
  );
}
