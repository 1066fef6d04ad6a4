import { Download, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { DATA_EXPORT_LINK_HOURS } from '@shared/limits';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { describeSize, describeTimeLeft } from '../describe-time-left';

/** "Download my data": none → preparing (we email you) → ready (download, expires in …) or failed (try again). */
export function DataExportPanel() {
  const current = useDataExport();
  const request = useRequestDataExport();

  const start = () =>
    request.mutate(undefined, {
      onSuccess: () => toast({ title: 'Preparing your data', description: 'We will email you when the download is ready.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Export not started', description: getApiErrorMessage(error) ?? 'Try again.' }),
    });

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-medium">Download my data</h3>
        <p className="text-sm text-muted-foreground">
          One zip file with your documents as Markdown, the files you uploaded, and every record of your account (clients, projects, versions,
          settings, AI usage) as JSON. The download works for {DATA_EXPORT_LINK_HOURS} hours.
        </p>
      </div>
      {current.isPending ? (
        <Skeleton className="h-10 w-48" role="status" aria-label="Loading your data export" />
      ) : current.isError ? (
        <ErrorState title="Your data export could not be loaded." onRetry={() => void current.refetch()} retrying={current.isFetching} />
      ) : current.data.status === 'preparing' ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <LoaderCircle className="mt-0.5 size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden />
          <span>
            <span className="font-medium">Preparing your data…</span> We will email you when it is ready; you can leave this page.
          </span>
        </p>
      ) : current.data.status === 'ready' && current.data.downloadPath ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <a href={current.data.downloadPath} download>
              <Download aria-hidden /> Download zip
            </a>
          </Button>
          <p className="min-w-0 flex-1 basis-48 text-sm text-muted-foreground" role="status">
            Ready{current.data.sizeBytes === null ? '' : ` (${describeSize(current.data.sizeBytes)})`}. The link expires{' '}
            {describeTimeLeft(new Date(current.data.expiresAt ?? 0), new Date(current.dataUpdatedAt))}.
          </p>
        </div>
      ) : current.data.status === 'failed' ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm" role="alert">
          <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden />
          <p className="min-w-0 flex-1 basis-48">Your data could not be prepared. Try again; if it fails again, contact support.</p>
          <Button type="button" size="sm" variant="outline" onClick={start} disabled={request.isPending}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </div>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={start} disabled={request.isPending}>
            {request.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
            {request.isPending ? 'Starting…' : 'Download my data'}
          </Button>
        </div>
      )}
    </div>
  );
}
