import { HardDrive } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { useStorageUsage } from '../api/get-storage-usage';
import { formatFileSize } from '../format-file-size';

/**
 * "3 files · 1.2 MB used", for the whole workspace, with how much of it is version history when
 * some is (the history counts against the plan too, so the line would otherwise not add up).
 * Quietly absent if it cannot be read.
 */
export function StorageUsage() {
  const usage = useStorageUsage();
  if (usage.isPending) return <Skeleton className="h-5 w-36" />;
  if (usage.isError) return null;
  const { fileCount, bytesUsed, historyBytes } = usage.data;
  return (
    <p className="inline-flex items-start gap-1.5 text-sm text-muted-foreground">
      <HardDrive className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="sr-only">Workspace storage: </span>
        {formatCount(fileCount, 'file')} · {formatFileSize(bytesUsed)} used
        {historyBytes > 0 && `, of which ${formatFileSize(historyBytes)} is version history`}
      </span>
    </p>
  );
}
