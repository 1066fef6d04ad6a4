import type { FeatureItem } from '../content/types';
import { SectionHeading } from './section-heading';

type FeatureGridProps = { id: string; heading: string; intro?: string; items: FeatureItem[] };

export function FeatureGrid({ id, heading, intro, items }: FeatureGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading id={headingId} heading={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ icon: Icon, title, description, badge }) => (
          <li key={title} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
            <div className="flex items-start justify-between gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              {badge ? (
                <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                  {badge}
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 text-base font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
