import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { BarChart3, FileText, Lightbulb, PenLine, PenSquare } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalyticsOverview } from '@/features/analytics/api/get-analytics-overview';
import { WritingFindingsCard } from '@/features/analytics/components/writing-findings-card';
import { formatNumber } from '@/lib/format';
import { describeAiUsage, useAiUsage } from '@/lib/ai/ai-usage';
import { useDocumentTitle } from '@/lib/use-document-title';

// The charts load only here, after the figures above it are already on screen.
const AnalyticsCharts = lazy(() =>
  import('@/features/analytics/components/analytics-charts').then((m) => ({ default: m.AnalyticsCharts })),
);

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading charts">
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const overview = useAnalyticsOverview();
  const aiUsage = useAiUsage();
  const data = overview.data;
  const show = (value: number | undefined, format: (figure: number) => string = formatNumber) =>
    value === undefined ? (overview.isError ? '—' : undefined) : format(value);

  let charts;
  if (overview.isError) {
    charts = (
      <ErrorState
        title="Your analytics could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else if (!data) {
    charts = <ChartsSkeleton />;
  } else if (data.totalDocuments === 0) {
    charts = (
      <EmptyState
        icon={BarChart3}
        title="No analytics yet"
        description="Write or import your first document and its figures will appear here."
        action={
          <Button asChild>
            <Link to="/editor">
              <PenSquare aria-hidden />
              Start writing
            </Link>
          </Button>
        }
      />
    );
  } else {
    charts = (
      <Suspense fallback={<ChartsSkeleton />}>
        <AnalyticsCharts overview={data} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Analytics</h1>
        <p className="mt-1 text-muted-foreground">Totals and scores across your workspace.</p>
      </header>
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Documents" value={show(data?.totalDocuments)} icon={FileText} />
        <StatCard label="Total Words" value={show(data?.totalWords)} icon={PenLine} />
        <StatCard
          label="Average SEO Score"
          value={show(data?.avgSeoScore, (score) => `${score}/100`)}
          icon={BarChart3}
        />
        <StatCard
          label="AI Suggestions"
          value={aiUsage.data ? formatNumber(aiUsage.data.used) : aiUsage.isError ? '—' : undefined}
          caption={aiUsage.data ? `AI requests: ${describeAiUsage(aiUsage.data)}` : undefined}
          icon={Lightbulb}
        />
      </section>
      {data && data.totalDocuments > 0 ? <WritingFindingsCard findings={data.writingFindings} /> : null}
      {charts}
    </div>
  );
}
