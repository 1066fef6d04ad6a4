import { useId, useMemo, useState } from 'react';
import { ChevronDown, ChevronUp, MessageSquareText, Wand2 } from 'lucide-react';
// The light module only: the engine itself (retext, its word lists) loads in the worker, never on the page.
import { CATEGORY_LABELS, FINDING_CATEGORIES, type Finding, type FindingCategory } from '@shared/writing-feedback/finding';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { CATEGORY_ICONS, CATEGORY_TEXT_COLORS } from './feedback-categories';
import { DeliverySummary } from './delivery-summary';
import type { ReadingTarget } from './reading-target';
import type { WritingFeedback } from './use-writing-feedback';

/** Long lists are cut so the panel stays quick on a document with thousands of findings. */
const SHOWN_PER_CATEGORY = 50;

type Filter = FindingCategory | 'all';

/**
 * The writing feedback beside the text: readability (and how it is computed), the findings by
 * category with counts and a filter, "Fix all" for a rule whose fixes are safe, and each finding
 * a button that selects it in the text.
 */
export function WritingFeedbackPanel({ feedback, readingTarget }: { feedback: WritingFeedback; readingTarget: ReadingTarget | null }) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const { report, status } = feedback;
  const indexed = useMemo(() => (report?.findings ?? []).map((finding, index) => ({ finding, index })), [report]);
  const total = indexed.length;

  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className="gap-3 py-4">
        <CardHeader className="px-5">
          <CardTitle asChild>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base">
              <MessageSquareText className="size-4" aria-hidden /> Writing feedback
              {report ? (
                <span className="ml-auto rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground tabular-nums">
                  {total}
                  <span className="sr-only">{total === 1 ? ' finding' : ' findings'}</span>
                </span>
              ) : null}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 px-5 text-sm">
          {status === 'failed' ? (
            <p role="alert" className="text-destructive">Live feedback stopped working on this page. Reload the page to start it again; your text is safe.</p>
          ) : !report ? (
            <div className="grid gap-2" aria-busy="true" aria-label="Checking your writing">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ) : (
            <>
              <ReadabilitySummary feedback={feedback} target={readingTarget} />
              <DeliverySummary delivery={report.delivery} feedback={feedback} />
              {report.notice ? <p className="text-muted-foreground">{report.notice}</p> : null}
              {!feedback.spelling ? <p className="text-xs text-muted-foreground">Spelling is checked once the dictionary has loaded.</p> : null}
              <div className="flex flex-wrap gap-1.5" role="group" aria-label="Show findings">
                <FilterButton pressed={filter === 'all'} onClick={() => setFilter('all')} label="All" count={total} />
                {FINDING_CATEGORIES.map((category) => (
                  <FilterButton
                    key={category}
                    pressed={filter === category}
                    onClick={() => setFilter(category)}
                    label={CATEGORY_LABELS[category]}
                    count={report.counts[category]}
                  />
                ))}
              </div>
              {total === 0 ? (
                <p className="text-muted-foreground">Nothing to flag: no spelling, clarity, engagement, inclusive-language or brand findings.</p>
              ) : (
                <>
                  <div className="flex items-center gap-1.5">
                    <Button size="sm" variant="outline" onClick={() => feedback.step(-1)} aria-keyshortcuts="Shift+F8" title="Previous finding (Shift+F8 in the text)">
                      <ChevronUp aria-hidden /> Previous
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => feedback.step(1)} aria-keyshortcuts="F8" title="Next finding (F8 in the text)">
                      <ChevronDown aria-hidden /> Next <kbd className="text-xs text-muted-foreground">F8</kbd>
                    </Button>
                  </div>
                  {/* Scrolls on its own, so a draft with hundreds of findings does not stretch the side
                      column far below the text (and the cards after it out of reach). Focusable, so
                      it scrolls from the keyboard too. */}
                  <div
                    role="region"
                    aria-label="Findings"
                    tabIndex={0}
                    className="-mx-2 grid max-h-[min(36rem,65dvh)] gap-4 overflow-y-auto overscroll-contain rounded-md px-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                  >
                    {FINDING_CATEGORIES.filter((category) => filter === 'all' || filter === category).map((category) => (
                      <CategoryFindings key={category} category={category} entries={indexed.filter(({ finding }) => finding.category === category)} feedback={feedback} />
                    ))}
                  </div>
                </>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function FilterButton({ pressed, onClick, label, count }: { pressed: boolean; onClick: () => void; label: string; count: number }) {
  return (
    <Button size="sm" variant={pressed ? 'secondary' : 'ghost'} aria-pressed={pressed} onClick={onClick} className="h-7 px-2 text-xs">
      {label} <span className="tabular-nums text-muted-foreground">{count}</span>
    </Button>
  );
}

function ReadabilitySummary({ feedback, target }: { feedback: WritingFeedback; target: ReadingTarget | null }) {
  const readability = feedback.report!.readability;
  if (readability.ease === null) return <p className="text-muted-foreground">Readability needs a few sentences to measure.</p>;
  return (
    <div className="grid gap-1">
      <p>
        Reading ease <span className="font-semibold tabular-nums">{readability.ease}</span> · Grade{' '}
        {/* The formula has no ceiling (a 50,000-character sentence scores in the thousands); past 18 years of school it says nothing more. */}
        <span className="font-semibold tabular-nums">{readability.grade !== null && readability.grade > 18 ? '18+' : readability.grade}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        Flesch reading ease (0–100, higher is easier) and Flesch–Kincaid grade, from {formatCount(readability.words, 'word')}, {formatCount(readability.sentences, 'sentence')} and{' '}
        {formatCount(readability.syllables, 'syllable')}.
      </p>
      {target && readability.grade !== null ? (
        <p className={cn('text-xs', readability.grade > target.grade ? 'text-amber-700' : 'text-muted-foreground')}>
          {readability.grade > target.grade
            ? `Above the target of grade ${target.grade} (${target.source}): shorter sentences and plainer words bring it down.`
            : `Within the target of grade ${target.grade} (${target.source}).`}
        </p>
      ) : null}
    </div>
  );
}

function CategoryFindings({ category, entries, feedback }: { category: FindingCategory; entries: Array<{ finding: Finding; index: number }>; feedback: WritingFeedback }) {
  if (entries.length === 0) return null;
  const Icon = CATEGORY_ICONS[category];
  const safeByRule = new Map<string, number>();
  for (const { finding } of entries) if (finding.safe && finding.fixes.length > 0) safeByRule.set(finding.rule, (safeByRule.get(finding.rule) ?? 0) + 1);
  const fixable = [...safeByRule].filter(([, count]) => count > 1);
  return (
    <div className="grid gap-1.5">
      <h3 className={cn('flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase', CATEGORY_TEXT_COLORS[category])}>
        <Icon className="size-3.5" aria-hidden /> {CATEGORY_LABELS[category]} <span className="tabular-nums">({entries.length})</span>
      </h3>
      {fixable.map(([rule, count]) => (
        <Button key={rule} size="sm" variant="outline" className="justify-start" onClick={() => feedback.fixAll(rule)}>
          <Wand2 aria-hidden /> Fix all {count} ({RULE_NAMES[rule] ?? rule})
        </Button>
      ))}
      <ul className="grid gap-1">
        {entries.slice(0, SHOWN_PER_CATEGORY).map(({ finding, index }) => (
          <li key={index}>
            <button
              type="button"
              onClick={() => feedback.reveal(index)}
              className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span className="line-clamp-1 font-medium">{finding.text.length > 60 ? `${finding.text.slice(0, 60)}…` : finding.text}</span>
              <span className="line-clamp-2 text-xs text-muted-foreground">{finding.message}</span>
            </button>
          </li>
        ))}
      </ul>
      {entries.length > SHOWN_PER_CATEGORY ? (
        <p className="text-xs text-muted-foreground">…and {entries.length - SHOWN_PER_CATEGORY} more; fix these and the rest appear.</p>
      ) : null}
    </div>
  );
}

/** What "Fix all" names, for the rules whose fixes are safe. */
const RULE_NAMES: Record<string, string> = {
  'repeated-word': 'repeated words',
  'a-an': 'a/an',
  'preferred-term': 'preferred brand terms',
  'brand-name': 'brand name spelling',
};
