import { CircleCheck } from 'lucide-react';
import type { Incident } from '../content/types';
import { SectionShell } from './section-shell';

type IncidentListProps = { id: string; heading: string; intro?: string; incidents: Incident[] };

export function IncidentList({ id, heading, intro, incidents }: IncidentListProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-4xl">
      <ol className="grid gap-4">
        {incidents.map(({ date, title, resolution, description, duration }) => (
          <li key={`${date}-${title}`} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="mr-auto text-base font-semibold">{title}</h3>
              <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-700">
                <CircleCheck className="size-3.5" aria-hidden />
                {resolution}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted-foreground">
              {date} · Lasted {duration}
            </p>
            <p className="mt-3 text-sm leading-relaxed">{description}</p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
