import { useRef } from 'react';
import { Link } from 'react-router';
import { Building2, MousePointerClick } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useClients } from '@/features/clients/api/list-clients';
import { useClientIdParam } from '@/lib/use-client-id-param';
import { FileCardSkeleton } from '@/features/files/components/file-card-skeleton';
import { FileClientSelect } from '@/features/files/components/file-client-select';
import { FileList } from '@/features/files/components/file-list';
import { FileUploadZone } from '@/features/files/components/file-upload-zone';
import { StorageUsage } from '@/features/files/components/storage-usage';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCan } from '@/lib/workspace-access';

export function FilesPage() {
  useDocumentTitle('Files');
  const clients = useClients();
  const [clientId, setClientId] = useClientIdParam(clients.data?.map((candidate) => candidate.id));
  const client = clients.data?.find((candidate) => candidate.id === clientId);
  const clientSelectRef = useRef<HTMLButtonElement>(null);
  const canManage = useCan('manageFiles');

  let body;
  if (clients.isPending) {
    body = (
      <div className="grid gap-6" role="status" aria-label="Loading files">
        <div className="grid gap-2 sm:max-w-xs">
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-9" />
        </div>
        <Skeleton className="h-52 rounded-xl" />
        <FileCardSkeleton />
      </div>
    );
  } else if (clients.isError) {
    body = (
      <ErrorState
        title="Your clients could not be loaded."
        description="Check your connection and try again."
        onRetry={() => void clients.refetch()}
        retrying={clients.isFetching}
      />
    );
  } else if (clients.data.length === 0) {
    body = (
      <EmptyState
        icon={Building2}
        title="No clients yet"
        description="Files belong to a client. Add your first client, then upload their briefs, decks and documents here."
        action={
          <Button asChild size="lg">
            <Link to="/clients">
              <Building2 aria-hidden />
              Go to Clients
            </Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <FileClientSelect
          clients={clients.data}
          value={client?.id ?? null}
          onValueChange={setClientId}
          triggerRef={clientSelectRef}
        />
        {/* Issue 18: owners and admins upload and delete; members read and download. */}
        {canManage ? (
          <FileUploadZone
            clientId={client?.id ?? null}
            clientName={client?.name}
            onClientMissing={() => clientSelectRef.current?.focus()}
          />
        ) : null}
        {client ? (
          // Keyed, so a delete dialog left open for one client never carries over to the next.
          <FileList key={client.id} client={client} canManage={canManage} />
        ) : (
          <EmptyState
            icon={MousePointerClick}
            title="Choose a client"
            description="Files are kept per client. Select one above to see its files and upload new ones."
          />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Files</h1>
          <p className="mt-1 text-muted-foreground">
            Briefs, decks and reference documents for each client, with their text ready for your writing.
          </p>
        </div>
        <StorageUsage />
      </header>
      {body}
    </div>
  );
}

/**
 * React.lazy takes the default export as is; mapping a named one costs the landing entry a few
 * bytes per screen, and its budget (ADR 0005) has none to spare.
 */
export default FilesPage;
