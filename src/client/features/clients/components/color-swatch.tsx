import { cn } from '@/lib/cn';

/** One brand colour; its hex is its accessible name and its tooltip. */
export function ColorSwatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={color}
      title={color}
      className={cn('inline-block size-6 shrink-0 rounded-md ring-1 ring-black/15 ring-inset', className)}
      style={{ backgroundColor: color }}
    />
  );
}
