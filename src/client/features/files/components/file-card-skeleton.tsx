import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function FileCardSkeleton() {
  return (
    <Card className="gap-3 py-4" aria-hidden>
      <div className="flex items-start justify-between gap-3 px-5">
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-1/2" />
          <div className="flex gap-3">
            <Skeleton className="h-5 w-12 rounded-full" />
            <Skeleton className="h-4 w-14" />
            <Skeleton className="h-4 w-28" />
          </div>
        </div>
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <div className="grid gap-1.5 px-5">
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-3/5" />
      </div>
      <div className="flex gap-2 px-5">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-20" />
      </div>
    </Card>
  );
}
