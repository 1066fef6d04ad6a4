import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** A console list's loading, error and empty states around its table, and "Show more" below it. */
export function ListStates({ query, what, empty, count, children }: { query: ListQuery; what: string; empty: string; count: number; children: ReactNode }) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label={`Loading ${what}`}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState title={`The ${what} could not be loaded.`} description="Check your connection and try again." onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (count === 0) return <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {children}
      {query.hasNextPage ? (
        <Button type="button" variant="outline" className="justify-self-center" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
