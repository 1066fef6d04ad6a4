import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { StoredFile } from '../../../../shared/contract/files.js';
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
import { useDeleteFile } from '../api/delete-file';

type DeleteFileDialogProps = {
  /** The file to delete; null keeps the dialog closed. */
  file: StoredFile | null;
  onClose: () => void;
};

export function DeleteFileDialog({ file, onClose }: DeleteFileDialogProps) {
  const deleteFile = useDeleteFile();
  // Kept after `file` turns null, so the closing animation still names it.
  const [shown, setShown] = useState(file);
  if (file && file !== shown) setShown(file);
  const name = shown?.originalName ?? '';

  const confirm = async () => {
    if (!file) return;
    try {
      await deleteFile.mutateAsync(file.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not delete the file',
        description: getApiErrorMessage(error) ?? 'Failed to delete the file. Please try again.',
      });
      return;
    }
    toast({ title: 'File Deleted', description: `“${name}” has been deleted.` });
    onClose();
  };

  return (
    <AlertDialog
      open={file !== null}
      onOpenChange={(open) => {
        // Closing mid-request would hide whether the delete went through.
        if (!open && !deleteFile.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this file?</AlertDialogTitle>
          <AlertDialogDescription>
            “{name}” and its extracted text will be permanently deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteFile.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button type="button" variant="destructive" disabled={deleteFile.isPending} onClick={() => void confirm()}>
            {deleteFile.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {deleteFile.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
