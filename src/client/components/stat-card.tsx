import { useId } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type StatCardProps = {
  label: string;
  /** undefined while loading. */
  value: string | undefined;
  caption?: string;
  icon: LucideIcon;
};

/** One headline figure with its label; a skeleton stands in for the figure while it loads. */
export function StatCard({ label, value, caption, icon: Icon }: StatCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="gap-2 px-5 py-5">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground max-sm:hidden">
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{value}</p>
      )}
      {caption ? <p className="text-xs text-muted-foreground">{caption}</p> : null}
    </Card>
  );
}
