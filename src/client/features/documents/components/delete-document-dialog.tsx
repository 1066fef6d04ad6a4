import type { DocumentSummary } from '@shared/contract/documents';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteDocument } from '../api/delete-document';

export function DeleteDocumentDialog({ document, onClose }: { document: DocumentSummary | null; onClose: () => void }) {
  const deleteDocument = useDeleteDocument();
  const confirm = async (target: DocumentSummary, title: string) => {
    try {
      await deleteDocument.mutateAsync(target.id);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not delete the document',
        description: 'Failed to delete the document. Please try again.',
      });
      return;
    }
    toast({ title: 'Document deleted', description: `“${title}” has been deleted.` });
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      item={document}
      nameOf={(target) => target.title.trim() || 'Untitled'}
      title="Delete this document?"
      description={(title) => <p>“{title}” will be permanently deleted. This cannot be undone.</p>}
      pending={deleteDocument.isPending}
      onConfirm={(target, title) => void confirm(target, title)}
      onClose={onClose}
    />
  );
}
