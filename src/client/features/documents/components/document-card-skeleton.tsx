import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function DocumentCardSkeleton() {
  return (
    <Card className="gap-4 py-5" aria-hidden>
      <Skeleton className="mx-5 h-5 w-3/4" />
      <div className="flex gap-3 px-5">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-24" />
      </div>
      <div className="grid grid-cols-2 gap-2 px-5">
        <Skeleton className="h-9" />
        <Skeleton className="h-9" />
      </div>
      <Skeleton className="mx-5 h-2 rounded-full" />
    </Card>
  );
}
