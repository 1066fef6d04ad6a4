import { useState } from 'react';
import { Building2 } from 'lucide-react';
import type { Client } from '@shared/contract/clients';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useClients } from '@/features/clients/api/list-clients';
import { AddClientButton } from '@/features/clients/components/add-client-button';
import { ClientCard } from '@/features/clients/components/client-card';
import { ClientCardSkeleton } from '@/features/clients/components/client-card-skeleton';
import { BrandVoiceDialog } from '@/features/clients/components/brand-voice-dialog';
import { ClientFormDialog, type ClientFormTarget } from '@/features/clients/components/client-form-dialog';
import { DeleteClientDialog } from '@/features/clients/components/delete-client-dialog';
import { StyleGuideDialog } from '@/features/clients/components/style-guide-dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCan } from '@/lib/workspace-access';

// Loaded when a brand voice is first opened: most visits to this screen never do.
// The style guide's presets come with it: loaded when a client's style guide is first opened.

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const SKELETON_COUNT = 6;

export function ClientsPage() {
  useDocumentTitle('Clients');
  const clients = useClients();
  const [formTarget, setFormTarget] = useState<ClientFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Client | null>(null);
  // By id: the dialog shows the client as the list has it now, learned voice included.
  const [voiceOf, setVoiceOf] = useState<number | null>(null);
  const [styleGuideOf, setStyleGuideOf] = useState<number | null>(null);
  const addClient = () => setFormTarget({ client: null });
  const canManage = useCan('manageClients');

  let body;
  if (clients.isPending) {
    body = (
      <div className={gridClass} role="status" aria-label="Loading clients">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ClientCardSkeleton key={index} />
        ))}
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
        description={
          canManage
            ? 'Add a client to keep their brand voice, guidelines, key messages and colours in one place.'
            : 'Clients appear here once an owner or admin adds them.'
        }
        action={canManage ? <AddClientButton size="lg" onClick={addClient} /> : undefined}
      />
    );
  } else {
    body = (
      <ul className={gridClass}>
        {clients.data.map((client) => (
          <li key={client.id} className="grid">
            <ClientCard
              client={client}
              canManage={canManage}
              onEdit={(chosen) => setFormTarget({ client: chosen })}
              onDelete={setToDelete}
              onVoice={(chosen) => setVoiceOf(chosen.id)}
              onStyleGuide={(chosen) => setStyleGuideOf(chosen.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Clients</h1>
          <p className="mt-1 text-muted-foreground">Brand profiles with voice, guidelines, key messages and colours.</p>
        </div>
        {canManage ? <AddClientButton onClick={addClient} /> : null}
      </header>
      {body}
      <ClientFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteClientDialog client={toDelete} onClose={() => setToDelete(null)} />
      <StyleGuideDialog client={clients.data?.find((client) => client.id === styleGuideOf) ?? null} onClose={() => setStyleGuideOf(null)} />
      <BrandVoiceDialog client={clients.data?.find((client) => client.id === voiceOf) ?? null} onClose={() => setVoiceOf(null)} />
    </div>
  );
}

/**
 * React.lazy takes the default export as is; mapping a named one costs the landing entry a few
 * bytes per screen, and its budget (ADR 0005) has none to spare.
 */
export default ClientsPage;
