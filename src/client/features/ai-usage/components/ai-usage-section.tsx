import { useId, useMemo, useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { aiActionLabel, type AiUsageReport } from '@shared/contract/ai-usage-report';
import { SettingsSection } from '@/components/settings-section';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-request';
import { formatNumber } from '@/lib/format';
import { useAiRequestLog, useAiUsageReport } from '../api/ai-usage-report';
import { formatDuration, formatUsageMonth, recentUsageMonths } from '../usage-format';
import { AiRequestList } from './ai-request-list';
import { UsageBreakdown } from './usage-breakdown';

/** "42 requests, 3 failed · 12,345 tokens in, 6,789 out · 2.1 s on average". */
function describeTotals({ totals }: AiUsageReport): string {
  const requests = `${formatNumber(totals.requests)} ${totals.requests === 1 ? 'request' : 'requests'}${totals.failed > 0 ? `, ${formatNumber(totals.failed)} failed` : ''}`;
  const tokens = `${formatNumber(totals.promptTokens)} tokens in, ${formatNumber(totals.completionTokens)} out`;
  const time = totals.averageDurationMs === null ? null : `${formatDuration(totals.averageDurationMs)} on average`;
  return [requests, tokens, time].filter(Boolean).join(' · ');
}

/**
 * Settings → AI usage (issue 15): who in the workspace asked the AI for what, with which model,
 * the tokens the model reported and how long it took, a month at a time. No text is kept, so none
 * is shown. For admins and owners (the settings page shows it with manageAiSettings; a role
 * changed meanwhile gets the server's 403, and the section leaves itself out).
 */
export function AiUsageSection() {
  const months = useMemo(() => recentUsageMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]!);
  const report = useAiUsageReport(month);
  const log = useAiRequestLog(month);
  const monthId = useId();
  if (report.error instanceof ApiError && report.error.status === 403) return null;
  const requests = log.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <SettingsSection
      id="ai-usage"
      icon={BarChart3}
      title="AI usage"
      description="Every AI request in this workspace: who asked, for what, with which model, the tokens the model reported and how long it took. What was written is never kept."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <div className="grid gap-1.5 sm:max-w-56">
        <Label htmlFor={monthId}>Month</Label>
        <Select value={month} onValueChange={setMonth}>
          <SelectTrigger id={monthId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {months.map((option) => (
              <SelectItem key={option} value={option}>
                {formatUsageMonth(option)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {report.isPending ? (
        <div className="grid gap-2" role="status" aria-label="Loading the AI usage">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : report.isError ? (
        <ErrorState title="The AI usage could not be loaded." description="Check your connection and try again." onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : report.data.totals.requests === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No AI requests in {formatUsageMonth(month)}.</p>
      ) : (
        <>
          <p className="text-sm" data-testid="ai-usage-totals">
            {formatUsageMonth(report.data.month)}: {describeTotals(report.data)}
          </p>
          <p className="text-xs text-muted-foreground">Tokens are those the model reported; many local servers report none, and their requests count as 0 here.</p>
          <UsageBreakdown
            title="By person"
            groupLabel="Person"
            rows={report.data.byPerson.map((row) => ({ ...row, key: String(row.userId), label: row.name ?? 'Deleted account', detail: row.email }))}
          />
          <UsageBreakdown title="By action" groupLabel="Action" rows={report.data.byAction.map((row) => ({ ...row, key: row.action, label: aiActionLabel(row.action) }))} />
          <UsageBreakdown title="By model" groupLabel="Model" rows={report.data.byModel.map((row) => ({ ...row, key: row.model, label: row.model }))} />
          <h3 className="text-sm font-medium">Requests</h3>
          {log.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : log.isError ? (
            <ErrorState title="The requests could not be loaded." description="Check your connection and try again." onRetry={() => void log.refetch()} retrying={log.isFetching} />
          ) : (
            <>
              <AiRequestList requests={requests} />
              {log.hasNextPage ? (
                <Button type="button" variant="outline" className="justify-self-center" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                  {log.isFetchingNextPage ? 'Loading...' : 'Show older requests'}
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
    </SettingsSection>
  );
}
