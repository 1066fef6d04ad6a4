import { cn } from '@/lib/cn';

export function PersonalityDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-2.5 shrink-0 rounded-full ring-1 ring-black/10', className)}
      style={{ backgroundColor: color }}
    />
  );
}
