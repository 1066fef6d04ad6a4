import type { ComponentProps } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export function Checkbox({ className, disabled, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  // Pre-rendered pages: not ready (disabled) until React has taken the markup over, so an early
  // tap or keystroke is never lost (issue 12). Screens rendered in the browser are ready at once.
  const hydrated = useHydrated();
  return (
    <CheckboxPrimitive.Root
      disabled={disabled || !hydrated}
      className={cn(
        'peer size-4 shrink-0 rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
        <Check className="size-3.5" strokeWidth={3} aria-hidden />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
