import type { StoredFile } from '@shared/contract/files';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useDeleteFile } from '../api/delete-file';

export function DeleteFileDialog({ file, onClose }: { file: StoredFile | null; onClose: () => void }) {
  const deleteFile = useDeleteFile();
  const confirm = async (target: StoredFile, name: string) => {
    try {
      await deleteFile.mutateAsync(target.id);
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
    <ConfirmDeleteDialog
      item={file}
      nameOf={(target) => target.originalName}
      title="Delete this file?"
      description={(name) => <p>“{name}” and its extracted text will be permanently deleted. This cannot be undone.</p>}
      pending={deleteFile.isPending}
      onConfirm={(target, name) => void confirm(target, name)}
      onClose={onClose}
    />
  );
}
