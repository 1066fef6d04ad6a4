import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export function Textarea({ className, disabled, ...props }: ComponentProps<'textarea'>) {
  // Pre-rendered pages: not ready (disabled) until React has taken the markup over, so an early
  // tap or keystroke is never lost (issue 12). Screens rendered in the browser are ready at once.
  const hydrated = useHydrated();
  return (
    <textarea
      disabled={disabled || !hydrated}
      className={cn(
        'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
