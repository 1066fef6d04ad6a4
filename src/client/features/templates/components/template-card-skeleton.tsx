import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function TemplateCardSkeleton() {
  return (
    <Card className="gap-4 py-5" aria-hidden>
      <div className="flex justify-between gap-3 px-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="mx-5 h-4 w-5/6" />
      <Skeleton className="mx-5 h-3 w-24" />
      <Skeleton className="mx-5 h-16" />
      <Skeleton className="mx-5 h-9" />
    </Card>
  );
}
