import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The banner and four plan cards, while the plans and the user's subscription load. */
export function SubscriptionSkeleton() {
  return (
    <div role="status" aria-label="Loading plans" className="grid gap-6">
      <Card className="gap-3 px-6 py-5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-7 w-48" />
      </Card>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Card key={index} className="gap-4 px-6">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-4 w-36" />
            <Skeleton className="h-9 w-24" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
            </div>
            <Skeleton className="mt-4 h-9 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}
