import type { ReactNode } from 'react';
import { Briefcase, Clock, DollarSign, MapPin } from 'lucide-react';
import type { JobPosition } from '@shared/public-catalog/job-positions';
import { SectionShell } from './section-shell';

type PositionListProps = {
  id: string;
  heading: string;
  intro?: string;
  positions: readonly JobPosition[];
  renderApplication?: (position: JobPosition) => ReactNode;
};

export function PositionList({ id, heading, intro, positions, renderApplication }: PositionListProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className="mx-auto grid max-w-4xl gap-6">
        {positions.map((position) => (
          <li key={position.id} className="rounded-xl border bg-card p-6 shadow-xs sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div>
                <h3 className="text-lg font-semibold">{position.title}</h3>
                <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                  {[
                    { label: 'Department', icon: Briefcase, value: position.department },
                    { label: 'Location', icon: MapPin, value: position.location },
                    { label: 'Type', icon: Clock, value: position.type },
                    { label: 'Salary', icon: DollarSign, value: position.salary },
                  ].map(({ label, icon: Icon, value }) => (
                    <div key={label}>
                      <dt className="sr-only">{label}</dt>
                      <dd className="flex items-center gap-1.5">
                        <Icon className="size-4 shrink-0" aria-hidden />
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              {renderApplication ? <div className="shrink-0">{renderApplication(position)}</div> : null}
            </div>
            <p className="mt-4 text-sm leading-relaxed">{position.description}</p>
            <h4 className="mt-4 text-sm font-semibold">Key requirements</h4>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
              {position.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
