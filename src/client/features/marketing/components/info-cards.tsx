import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { InfoCard } from '../content/types';
import { SectionShell } from './section-shell';

const columnsClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function InfoCardItem({ card }: { card: InfoCard }) {
  const { icon: Icon, title, subtitle, initials, badge, description, facts, action } = card;
  return (
    <div className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        {Icon ? (
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
            <Icon className="size-5" aria-hidden />
          </span>
        ) : null}
        {initials ? (
          <span
            className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-brand-to text-lg font-semibold text-white"
            aria-hidden
          >
            {initials}
          </span>
        ) : null}
        {badge ? (
          <span className="ml-auto rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {badge}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 text-base font-semibold">{title}</h3>
      {subtitle ? <p className="mt-1 text-sm font-medium text-primary">{subtitle}</p> : null}
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
      {facts?.length ? (
        <dl className="mt-4 grid gap-2 border-t pt-4 text-sm">
          {facts.map(({ label, value }) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {action ? (
        <Button asChild variant={action.variant === 'outline' ? 'outline' : 'default'} className="mt-6 w-full sm:w-auto sm:self-start">
          <Link to={action.to}>
            {action.icon ? <action.icon aria-hidden /> : null}
            {action.label}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

type InfoCardsProps = { id: string; heading: string; intro?: string; columns?: 2 | 3 | 4; items: InfoCard[] };

export function InfoCards({ id, heading, intro, columns = 3, items }: InfoCardsProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <ul className={cn('grid gap-6', columnsClass[columns])}>
        {items.map((card) => (
          <li key={card.title}>
            <InfoCardItem card={card} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
