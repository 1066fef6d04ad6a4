import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function ClientCardSkeleton() {
  return (
    <Card className="gap-4 py-5" aria-hidden>
      <div className="grid gap-2 px-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="grid gap-1.5 px-5">
        <Skeleton className="h-4" />
        <Skeleton className="h-4 w-4/5" />
      </div>
      <Skeleton className="mx-5 h-4 w-32" />
      <div className="flex gap-1.5 px-5">
        <Skeleton className="size-6" />
        <Skeleton className="size-6" />
        <Skeleton className="size-6" />
      </div>
      <div className="flex gap-2 px-5">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-20" />
      </div>
    </Card>
  );
}
