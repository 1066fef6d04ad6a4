import { CircleCheck, CircleX, Lightbulb } from 'lucide-react';
import type { Document } from '@shared/contract/documents';
import type { SeoCheck, SeoReport } from '@shared/writing-analysis/index';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

type DocumentInsightsProps = {
  /** The SEO checks on the text and fields as they are now (useLiveSeo); null until they first run. */
  seo: SeoReport | null;
  /** The document as last saved, for its readability; null before its first save. */
  saved: Document | null;
  /** True when the text has changed since that save. */
  stale: boolean;
};

function Score({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="font-semibold tabular-nums">{value === null ? '—' : `${value}/100`}</span>
      </div>
      <Progress value={value ?? 0} aria-label={label} getValueLabel={(score) => `${score} out of 100`} />
    </div>
  );
}

/** One check with its mark, what it asks and what to do: the score explained check by check. */
function CheckItem({ check }: { check: SeoCheck }) {
  const Mark = check.passed ? CircleCheck : CircleX;
  return (
    <li className="flex gap-2" data-check={check.check} data-passed={check.passed}>
      <Mark className={check.passed ? 'mt-0.5 size-4 shrink-0 text-emerald-600' : 'mt-0.5 size-4 shrink-0 text-destructive'} aria-hidden />
      <span className="grid gap-0.5">
        <span className="font-medium text-foreground">
          <span className="sr-only">{check.passed ? 'Passed: ' : 'Not passed: '}</span>
          {check.label}
        </span>
        <span>{check.message}</span>
      </span>
    </li>
  );
}

/**
 * The scores beside the editor. The SEO score and its checks are live (the shared checks on the
 * current text and fields, the same figures a save stores); readability is the one stored at
 * the last save.
 */
export function DocumentInsights({ seo, saved, stale }: DocumentInsightsProps) {
  const checks = seo?.checks ?? [];
  const failed = checks.filter((check) => !check.passed);
  const passed = checks.filter((check) => check.passed);
  return (
    <section aria-labelledby="document-insights-heading">
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id="document-insights-heading" className="text-base">
              Scores
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 px-5">
          <div className="grid gap-4">
            <Score label="SEO Score" value={seo?.score ?? null} />
            <Score label="Readability" value={saved?.readabilityScore ?? null} />
            {!saved ? (
              <p className="text-xs text-muted-foreground">Readability is measured when the document is saved.</p>
            ) : saved.readabilityScore === null ? (
              <p className="text-xs text-muted-foreground">Readability needs a few sentences to measure.</p>
            ) : stale ? (
              <p className="text-xs text-muted-foreground">Readability is from the last save.</p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <h3 className="flex items-center gap-1.5 text-sm font-medium">
              <Lightbulb className="size-4 text-primary" aria-hidden />
              Suggestions
            </h3>
            {seo === null ? (
              <p className="text-sm text-muted-foreground">Checking the text…</p>
            ) : failed.length > 0 ? (
              <ul aria-label="SEO checks not passed" className="grid gap-2 text-sm text-muted-foreground">
                {failed.map((check) => (
                  <CheckItem key={check.check} check={check} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">No suggestions: every SEO check passes.</p>
            )}
            {passed.length > 0 ? (
              <details className="text-sm">
                <summary className="cursor-pointer text-muted-foreground">Passed checks ({passed.length})</summary>
                <ul aria-label="SEO checks passed" className="mt-2 grid gap-2 text-muted-foreground">
                  {passed.map((check) => (
                    <CheckItem key={check.check} check={check} />
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
