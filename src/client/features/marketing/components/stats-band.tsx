import { cn } from '@/lib/cn';
import type { StatItem } from '../content/types';

export function StatsBand({ id, heading, items }: { id: string; heading: string; items: StatItem[] }) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-y bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id={headingId} className="sr-only">
          {heading}
        </h2>
        <dl className={cn('grid grid-cols-2 gap-8 text-center', items.length % 3 === 0 ? 'sm:grid-cols-3' : 'lg:grid-cols-4')}>
          {items.map(({ value, label }) => (
            <div key={label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
