import { Crown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { IntegrationCategory } from '../content/types';
import { SectionShell } from './section-shell';

type IntegrationCatalogProps = { id: string; heading: string; intro?: string; categories: IntegrationCategory[] };

export function IntegrationCatalog({ id, heading, intro, categories }: IntegrationCatalogProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro}>
      <div className="grid gap-14">
        {categories.map((category) => (
          <div key={category.name}>
            <h3 className="text-xl font-semibold tracking-tight">{category.name}</h3>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {category.integrations.map(({ name, description, features, status, premium }) => (
                <li key={name} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="mr-auto text-base font-semibold">{name}</h4>
                    {premium ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                        <Crown className="size-3.5" aria-hidden />
                        Premium
                      </span>
                    ) : null}
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-medium',
                        status === 'Available' ? 'bg-success/10 text-success' : 'bg-muted text-muted-foreground',
                      )}
                    >
                      {status}
                    </span>
                  </div>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
                  <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${name} features`}>
                    {features.map((feature) => (
                      <li key={feature} className="rounded-md border px-2 py-0.5 text-xs">
                        {feature}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
