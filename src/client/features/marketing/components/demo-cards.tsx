import { useState } from 'react';
import { Clock, EyeOff, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { DemoCard } from '../content/types';
import { nextExpanded } from './next-expanded';
import { SectionShell } from './section-shell';

/** Demo walkthroughs: Play Demo reveals one card's steps at a time (spec §4); there is no video. */
export function DemoCards({ id, heading, intro, demos }: { id: string; heading: string; intro?: string; demos: DemoCard[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        {demos.map(({ id: demoId, icon: Icon, title, description, durationSeconds, steps }) => {
          const expanded = expandedId === demoId;
          const stepsId = `demo-${demoId}-steps`;
          return (
            <li
              key={demoId}
              className={cn('flex flex-col rounded-xl border bg-card p-6 shadow-xs transition-shadow', expanded && 'border-primary/40 shadow-md')}
            >
              <div className="flex items-start justify-between gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  <Clock className="size-3.5" aria-hidden />
                  {durationSeconds} seconds
                </span>
              </div>
              <h3 className="mt-4 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              <Button
                type="button"
                variant={expanded ? 'outline' : 'default'}
                className="mt-5 self-start"
                aria-expanded={expanded}
                aria-controls={stepsId}
                onClick={() => setExpandedId((current) => nextExpanded(current, demoId))}
              >
                {expanded ? <EyeOff aria-hidden /> : <Play aria-hidden />}
                {expanded ? 'Hide Demo' : 'Play Demo'}
                <span className="sr-only">: {title}</span>
              </Button>
              <ol
                id={stepsId}
                hidden={!expanded}
                aria-label={`${title} steps`}
                className="mt-5 grid gap-3 border-t pt-5 text-sm"
              >
                {steps.map((step, index) => (
                  <li key={step} className="flex gap-3">
                    <span
                      className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                      aria-hidden
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}
