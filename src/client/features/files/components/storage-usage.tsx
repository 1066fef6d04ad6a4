import { HardDrive } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { useStorageUsage } from '../api/get-storage-usage';
import { formatFileSize } from '../format-file-size';

/** "3 files · 1.2 MB used", for the whole workspace. Quietly absent if it cannot be read. */
export function StorageUsage() {
  const usage = useStorageUsage();
  if (usage.isPending) return <Skeleton className="h-5 w-36" />;
  if (usage.isError) return null;
  const { fileCount, bytesUsed } = usage.data;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
      <HardDrive className="size-4" aria-hidden />
      <span className="sr-only">Workspace storage: </span>
      {formatNumber(fileCount)} {fileCount === 1 ? 'file' : 'files'} · {formatFileSize(bytesUsed)} used
    </p>
  );
}
