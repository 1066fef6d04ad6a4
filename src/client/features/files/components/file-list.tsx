import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { Client } from '@shared/contract/clients';
import type { StoredFile } from '@shared/contract/files';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { hasPendingFiles, useFiles } from '@/lib/reference-files/list-files';
import { DeleteFileDialog } from './delete-file-dialog';
import { FileCard } from './file-card';
import { FileCardSkeleton } from './file-card-skeleton';

const SKELETON_COUNT = 3;

/** The chosen client's files, newest first; it keeps itself current while text is extracted. */
/** canManage: whether the role may delete files (issue 18). */
export function FileList({ client, canManage }: { client: Pick<Client, 'id' | 'name'>; canManage: boolean }) {
  const files = useFiles(client.id);
  const [toDelete, setToDelete] = useState<StoredFile | null>(null);
  const processing = files.data?.filter((file) => file.processingStatus === 'pending').length ?? 0;

  let body;
  if (files.isPending) {
    body = (
      <div className="grid gap-3" role="status" aria-label="Loading files">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <FileCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (files.isError && !files.data) {
    body = (
      <ErrorState
        title="The files could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void files.refetch()}
        retrying={files.isFetching}
      />
    );
  } else if (files.data.length === 0) {
    body = (
      <EmptyState
        icon={FileText}
        headingLevel="h3"
        title={`No files for ${client.name} yet`}
        description="Upload briefs, decks, spreadsheets, PDFs or images above. Their text is extracted so it is ready for your writing."
      />
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {files.data.map((file) => (
          <li key={file.id} className="grid">
            <FileCard file={file} {...(canManage ? { onDelete: setToDelete } : {})} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="client-files-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="client-files-heading" className="text-xl font-semibold tracking-tight break-words">
          Files for {client.name}
        </h2>
        {/* Polite, so a screen reader hears when extraction is done without being interrupted. */}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {hasPendingFiles(files.data)
            ? `Extracting text from ${processing} ${processing === 1 ? 'file' : 'files'}…`
            : ''}
        </p>
      </div>
      {body}
      <DeleteFileDialog file={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
