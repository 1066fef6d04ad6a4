import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { Client } from '../../../../shared/contract/clients.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/api-request';
import { useDeleteClient } from '../api/delete-client';

type DeleteClientDialogProps = {
  /** The client to delete; null keeps the dialog closed. */
  client: Client | null;
  onClose: () => void;
};

export function DeleteClientDialog({ client, onClose }: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();
  // Kept after `client` turns null, so the closing animation still names it.
  const [shown, setShown] = useState(client);
  if (client && client !== shown) setShown(client);
  const name = shown?.name ?? '';

  const confirm = async () => {
    if (!client) return;
    try {
      await deleteClient.mutateAsync(client.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the client',
        description: getApiErrorMessage(error) ?? 'Failed to delete the client. Please try again.',
      });
      // Refused because projects remain: trying again cannot help, so the toast says what to do.
      if (error instanceof ApiError && error.status === 409) onClose();
      return;
    }
    toast({ title: 'Client Deleted', description: `“${name}” has been deleted.` });
    onClose();
  };

  return (
    <AlertDialog
      open={client !== null}
      onOpenChange={(open) => {
        // Closing mid-request would hide whether the delete went through.
        if (!open && !deleteClient.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this client?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>“{name}” and its brand profile will be permanently deleted. This cannot be undone.</p>
              <p className="font-medium text-foreground">
                Clients with projects or files can't be deleted — delete or move them first.
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteClient.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button type="button" variant="destructive" disabled={deleteClient.isPending} onClick={() => void confirm()}>
            {deleteClient.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {deleteClient.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
