import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export function Input({ className, type = 'text', disabled, ...props }: ComponentProps<'input'>) {
  // Pre-rendered pages: not ready (disabled) until React has taken the markup over, so an early
  // tap or keystroke is never lost (issue 12). Screens rendered in the browser are ready at once.
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      disabled={disabled || !hydrated}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
