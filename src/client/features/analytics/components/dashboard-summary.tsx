import type { AnalyticsOverview } from '@shared/contract/documents';
import { BarChart3, FileText, FolderKanban, PenLine } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { formatCompactNumber, formatNumber } from '@/lib/format';
import { useAnalyticsOverview } from '../api/get-analytics-overview';

/** The dashboard's four summary cards, all from the workspace's real figures. */
export function DashboardSummary() {
  const overview = useAnalyticsOverview();
  // After a failed load the cards say so rather than showing skeletons forever.
  const show = (format: (figures: AnalyticsOverview) => string) =>
    overview.data ? format(overview.data) : overview.isError ? '—' : undefined;

  return (
    <section aria-labelledby="dashboard-summary-heading" className="grid gap-3">
      <h2 id="dashboard-summary-heading" className="sr-only">
        Summary
      </h2>
      {overview.isError ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-2 text-sm">
          <span>The summary could not be loaded.</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void overview.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Documents"
          value={show((figures) => formatNumber(figures.totalDocuments))}
          caption="in your workspace"
          icon={FileText}
        />
        <StatCard
          label="Avg SEO Score"
          // With no document there is no average: "0/100" would read as a score the writer earned.
          value={show((figures) => (figures.totalDocuments > 0 ? `${figures.avgSeoScore}/100` : '—'))}
          caption={overview.data?.totalDocuments === 0 ? 'no documents to score yet' : 'across all documents'}
          icon={BarChart3}
        />
        <StatCard
          label="Active Projects"
          value={show((figures) => formatNumber(figures.activeProjects))}
          caption="not yet completed"
          icon={FolderKanban}
        />
        <StatCard
          label="Words Written"
          value={show((figures) => formatCompactNumber(figures.totalWords))}
          caption="across all documents"
          icon={PenLine}
        />
      </div>
    </section>
  );
}
