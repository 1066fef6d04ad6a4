import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { MarketingAction } from '../content/types';

type BannerProps = { id: string; heading: string; text: string; tone: 'brand' | 'muted'; action?: MarketingAction };

/** A one-line announcement ("We're Hiring") or statement, with an optional link. */
export function Banner({ id, heading, text, tone, action }: BannerProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div
        className={cn(
          'flex flex-col gap-4 rounded-2xl px-6 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-8',
          tone === 'brand' ? 'bg-gradient-to-br from-primary to-brand-to text-white shadow-lg' : 'border bg-muted/50',
        )}
      >
        <div>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {heading}
          </h2>
          <p className={cn('mt-1', tone === 'brand' ? 'text-white' : 'text-muted-foreground')}>{text}</p>
        </div>
        {action ? (
          <Button
            asChild
            size="lg"
            variant={tone === 'brand' ? 'outline' : 'default'}
            className={tone === 'brand' ? 'border-white/50 bg-white text-primary hover:bg-white/90 hover:text-primary' : undefined}
          >
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
