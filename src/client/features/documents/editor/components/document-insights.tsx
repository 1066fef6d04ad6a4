import { Lightbulb } from 'lucide-react';
import type { Document } from '@shared/contract/documents';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

type DocumentInsightsProps = {
  /** The document as last saved; null before its first save. */
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

/** The scores and SEO suggestions the server computed at the last save. */
export function DocumentInsights({ saved, stale }: DocumentInsightsProps) {
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
        {saved ? (
          <>
            <div className="grid gap-4">
              <Score label="SEO Score" value={saved.seoScore} />
              <Score label="Readability" value={saved.readabilityScore} />
              {saved.readabilityScore === null ? (
                <p className="text-xs text-muted-foreground">Readability needs a few sentences to measure.</p>
              ) : null}
              {stale ? <p className="text-xs text-muted-foreground">From the last save; save to update.</p> : null}
            </div>
            <div className="grid gap-2">
              <h3 className="flex items-center gap-1.5 text-sm font-medium">
                <Lightbulb className="size-4 text-primary" aria-hidden />
                Suggestions
              </h3>
              {saved.suggestions.length > 0 ? (
                <ul className="grid list-disc gap-1.5 pl-5 text-sm text-muted-foreground">
                  {saved.suggestions.map((suggestion) => (
                    <li key={suggestion.check}>{suggestion.message}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No suggestions: every SEO check passes.</p>
              )}
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Save the document to see its SEO and readability scores.</p>
        )}
      </CardContent>
      </Card>
    </section>
  );
}
