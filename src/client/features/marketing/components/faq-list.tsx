import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../content/types';
import { SectionShell } from './section-shell';

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support come
 * with the element, and the answers are in the pre-rendered HTML for crawlers.
 */
export function FaqList({ id, heading, intro, items }: { id: string; heading: string; intro?: string; items: FaqItem[] }) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="mx-auto grid max-w-3xl gap-3">
        {items.map(({ question, answer }) => (
          <details key={question} className="group rounded-xl border bg-card shadow-xs">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              <span className="text-base">{question}</span>
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
