import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PlanCard } from '../content/types';
import { SectionShell } from './section-shell';

type PlanCardsProps = { id: string; heading: string; intro?: string; plans: PlanCard[]; note?: string };

export function PlanCards({ id, heading, intro, plans, note }: PlanCardsProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-7xl">
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {plans.map(({ id: planId, name, price, period, description, features, action, popular, trialNote }) => (
          <li
            key={planId}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-card p-6 shadow-xs',
              popular && 'border-primary shadow-lg ring-1 ring-primary',
            )}
          >
            {popular ? (
              <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
                Most Popular
              </p>
            ) : null}
            <h3 className="text-lg font-semibold">
              {name}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="text-4xl font-bold tracking-tight">{price}</span>
              {period ? <span className="text-sm text-muted-foreground">{period}</span> : null}
            </p>
            {trialNote ? <p className="mt-2 text-sm font-medium text-success">{trialNote}</p> : null}
            <ul className="mt-6 grid flex-1 content-start gap-3 text-sm" aria-label={`${name} plan includes`}>
              {features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={popular ? 'default' : 'outline'} className="mt-8 w-full">
              <Link to={action.to}>{action.label}</Link>
            </Button>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-10 text-center text-sm text-muted-foreground">{note}</p> : null}
    </SectionShell>
  );
}
