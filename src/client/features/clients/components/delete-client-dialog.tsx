import type { Client } from '@shared/contract/clients';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useDeleteClient } from '../api/delete-client';

export function DeleteClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const deleteClient = useDeleteClient();
  const confirm = async (target: Client, name: string) => {
    try {
      await deleteClient.mutateAsync(target.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the client',
        description: getApiErrorMessage(error) ?? 'Failed to delete the client. Please try again.',
      });
      // Refused because projects or files remain: trying again cannot help, so the toast says what to do.
      if (error instanceof ApiError && error.status === 409) onClose();
      return;
    }
    toast({ title: 'Client Deleted', description: `“${name}” has been deleted.` });
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      item={client}
      nameOf={(target) => target.name}
      title="Delete this client?"
      description={(name) => (
        <>
          <p>“{name}” and its brand profile will be permanently deleted. This cannot be undone.</p>
          <p className="font-medium text-foreground">Clients with projects or files can't be deleted — delete or move them first.</p>
        </>
      )}
      pending={deleteClient.isPending}
      onConfirm={(target, name) => void confirm(target, name)}
      onClose={onClose}
    />
  );
}
