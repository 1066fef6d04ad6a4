import type { Client, ClientBody } from '@shared/contract/clients';
import { EntityFormDialog, useRetainedTarget } from '@/components/entity-form-dialog';
import { lazyPart } from '@/components/lazy-part';
import { saveEntity } from '@/lib/save-entity';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

/** The form's code loads when the dialog first opens, not with the screen (most visits never open it). */
const ClientForm = lazyPart(() => import('./client-form-fields').then((module) => module.ClientForm), {
  loading: 'Loading the form',
  focusFirstField: true,
});

/** Which client the dialog edits: `client: null` adds a new one. */
export type ClientFormTarget = { client: Client | null };

type ClientFormDialogProps = {
  /** null keeps the dialog closed. */
  target: ClientFormTarget | null;
  onClose: () => void;
};

/** Add Client and Edit Client (spec §2): one dialog, Radix Dialog, saved with POST or PUT. */
export function ClientFormDialog({ target, onClose }: ClientFormDialogProps) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const pending = createClient.isPending || updateClient.isPending;
  const shown = useRetainedTarget(target);
  const client = shown?.client ?? null;

  const save = async (body: ClientBody) => {
    const saved = await saveEntity({
      noun: 'client',
      editing: client !== null,
      save: () => (client ? updateClient.mutateAsync({ id: client.id, body }) : createClient.mutateAsync(body)),
    });
    if (saved) onClose();
  };

  return (
    <EntityFormDialog
      open={target !== null}
      pending={pending}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add Client'}
      description={client ? `Update ${client.name}’s brand profile.` : 'A brand profile: voice, guidelines, key messages and colours.'}
    >
      {/* Mounted afresh each time the dialog opens, so the fields start from the right values. */}
      {shown ? <ClientForm key={client?.id ?? 'new'} client={client} pending={pending} onSave={save} /> : null}
    </EntityFormDialog>
  );
}
