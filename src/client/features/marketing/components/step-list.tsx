import type { StepItem } from '../content/types';
import { SectionShell } from './section-shell';

/** An ordered process or timeline: each item's label ("Step 1", "2021") leads its card. */
export function StepList({ id, heading, intro, items }: { id: string; heading: string; intro?: string; items: StepItem[] }) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ label, title, description }) => (
          <li key={label} className="relative flex flex-col rounded-xl border bg-card p-6 shadow-xs">
            <span className="w-fit rounded-full bg-primary px-3 py-1 text-sm font-semibold text-primary-foreground">{label}</span>
            <h3 className="mt-4 text-base font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
