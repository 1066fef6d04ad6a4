import type { ReactNode } from 'react';
import { CalendarDays, Clock, Mic2, Users } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import type { CommunityEvent } from '@shared/public-catalog/community-events';
import { formatCalendarDate } from '../lib/format-calendar-date';
import { SectionShell } from './section-shell';

type EventListProps = {
  id: string;
  heading: string;
  intro?: string;
  events: readonly CommunityEvent[];
  renderRegistration?: (event: CommunityEvent) => ReactNode;
};

export function EventList({ id, heading, intro, events, renderRegistration }: EventListProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
            <span className="w-fit rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
              {event.type}
            </span>
            <h3 className="mt-4 text-base font-semibold">{event.title}</h3>
            <dl className="mt-4 grid flex-1 content-start gap-2 text-sm text-muted-foreground">
              {[
                { label: 'Date', icon: CalendarDays, value: <time dateTime={event.date}>{formatCalendarDate(event.date)}</time> },
                { label: 'Time', icon: Clock, value: event.time },
                { label: 'Presenter', icon: Mic2, value: event.presenter },
                { label: 'Spots', icon: Users, value: `${formatNumber(event.spots)} spots` },
              ].map(({ label, icon: Icon, value }) => (
                <div key={label}>
                  <dt className="sr-only">{label}</dt>
                  <dd className="flex items-center gap-2">
                    <Icon className="size-4 shrink-0" aria-hidden />
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {renderRegistration ? <div className="mt-6">{renderRegistration(event)}</div> : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
