import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { MarketingAction } from '../content/types';

const variantOf = { primary: 'default', outline: 'outline', ghost: 'ghost' } as const;

/** Colours for buttons placed on the brand gradient instead of the page background. */
const invertedClassOf = {
  primary: 'bg-white text-primary hover:bg-white/90',
  outline: 'border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white',
  ghost: 'text-white hover:bg-white/10 hover:text-white',
} as const;

type ActionButtonsProps = { actions: MarketingAction[]; tone?: 'default' | 'inverted'; className?: string };

export function ActionButtons({ actions, tone = 'default', className }: ActionButtonsProps) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {actions.map(({ label, to, variant = 'primary', icon: Icon, reloadDocument }) => (
        <Button
          key={label}
          asChild
          size="xl"
          variant={variantOf[variant]}
          className={tone === 'inverted' ? invertedClassOf[variant] : undefined}
        >
          <Link to={to} reloadDocument={reloadDocument}>
            {Icon ? <Icon aria-hidden /> : null}
            {label}
          </Link>
        </Button>
      ))}
    </div>
  );
}
