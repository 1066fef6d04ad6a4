import { MessageSquareText } from 'lucide-react';
import type { AnalyticsOverview } from '@shared/contract/documents';
import { CATEGORY_LABELS, FINDING_CATEGORIES, type FindingCategory } from '@shared/writing-feedback/finding';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatNumber } from '@/lib/format';

/**
 * The writing feedback across the workspace: what the engine found in each document at its last
 * save, per category. Documents saved before the engine existed are counted once saved again.
 */
export function WritingFindingsCard({ findings }: { findings: AnalyticsOverview['writingFindings'] }) {
  const categories = [...FINDING_CATEGORIES, ...Object.keys(findings.byCategory).filter((key) => !(FINDING_CATEGORIES as readonly string[]).includes(key))];
  const total = Object.values(findings.byCategory).reduce((sum, count) => sum + count, 0);
  return (
    <section aria-labelledby="writing-findings-heading">
      <Card className="gap-3 py-5">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id="writing-findings-heading" className="flex items-center gap-2 text-base">
              <MessageSquareText className="size-4" aria-hidden /> Writing feedback
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 px-5 text-sm">
          <p className="text-muted-foreground">
            {findings.documents === 0
              ? 'Save a document to see what the writing checks find across your workspace.'
              : `${formatCount(total, 'finding')} in ${formatCount(findings.documents, 'document')}, as each was last saved.`}
          </p>
          {findings.documents > 0 ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6">
              {categories.map((category) => (
                <div key={category} className="grid gap-0.5">
                  <dt className="text-xs text-muted-foreground">{CATEGORY_LABELS[category as FindingCategory] ?? category}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatNumber(findings.byCategory[category] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
