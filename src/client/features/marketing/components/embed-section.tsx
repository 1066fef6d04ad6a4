import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { MarketingAction } from '../content/types';
import { SectionShell } from './section-shell';

type EmbedSectionProps = { id: string; heading: string; intro?: string; actions?: MarketingAction[]; children: ReactNode };

/** A heading and an interactive block supplied by the page (a sign-up box, a dialog trigger), with optional links. */
export function EmbedSection({ id, heading, intro, actions, children }: EmbedSectionProps) {
  return (
    <SectionShell id={id} heading={heading} intro={intro} className="max-w-3xl">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-xs sm:flex-row sm:flex-wrap sm:items-center sm:justify-center sm:p-8">
        <div className={actions?.length ? 'flex flex-col sm:block' : 'w-full'}>{children}</div>
        {actions?.map(({ label, to, variant, icon: Icon }) => (
          <Button key={label} asChild size="lg" variant={variant === 'primary' ? 'default' : 'outline'}>
            <Link to={to}>
              {Icon ? <Icon aria-hidden /> : null}
              {label}
            </Link>
          </Button>
        ))}
      </div>
    </SectionShell>
  );
}
