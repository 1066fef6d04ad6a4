import type { AiUsageTotals } from '@shared/contract/ai-usage-report';
import { formatNumber } from '@/lib/format';
import { formatDuration } from '../usage-format';

export interface BreakdownRow extends AiUsageTotals {
  key: string;
  label: string;
  /** A second line under the label (a person's address). */
  detail?: string | null;
}

/**
 * One way of summing the month (by person, action or model) as a table that scrolls sideways on a
 * phone rather than squeezing its figures.
 */
export function UsageBreakdown({ title, groupLabel, rows }: { title: string; groupLabel: string; rows: BreakdownRow[] }) {
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={title}>
      <table className="w-full min-w-[34rem] text-left text-sm">
        <caption className="px-3 pt-2 text-left text-sm font-medium">{title}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{groupLabel}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Requests</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Failed</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Tokens in</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Tokens out</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Average time</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-3 py-2 text-left font-normal wrap-anywhere">
                {row.label}
                {row.detail ? <span className="block text-xs text-muted-foreground">{row.detail}</span> : null}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.requests)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{row.failed === 0 ? '—' : formatNumber(row.failed)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.promptTokens)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatNumber(row.completionTokens)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatDuration(row.averageDurationMs)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
