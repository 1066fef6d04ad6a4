import { CircleCheck, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TestResult } from '../test-results';

type TestResultsListProps = {
  heading: string;
  emptyText: string;
  clearLabel: string;
  results: readonly TestResult[];
  onClear: () => void;
};

export function TestResultsList({ heading, emptyText, clearLabel, results, onClear }: TestResultsListProps) {
  return (
    <section aria-labelledby="voice-test-results" className="grid content-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id="voice-test-results" className="text-lg font-semibold">
          {heading}
        </h2>
        <Button type="button" variant="outline" size="sm" onClick={onClear} disabled={results.length === 0}>
          <RotateCcw aria-hidden />
          {clearLabel}
        </Button>
      </div>
      {/* Announced as results arrive, so a screen-reader user hears what was proven. */}
      <div aria-live="polite">
        {results.length === 0 ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid gap-2" aria-label={heading}>
            {results.map((result) => (
              <li
                key={result.feature}
                className="flex items-center gap-2 rounded-lg bg-success/10 px-3 py-2 text-sm font-medium text-success"
              >
                <CircleCheck className="size-4 shrink-0" aria-hidden />
                {result.label}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
