import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { DocumentSummary } from '../../../../shared/contract/documents.js';
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
import { useDeleteDocument } from '../api/delete-document';

type DeleteDocumentDialogProps = {
  /** The document to delete; null keeps the dialog closed. */
  document: DocumentSummary | null;
  onClose: () => void;
};

export function DeleteDocumentDialog({ document, onClose }: DeleteDocumentDialogProps) {
  const deleteDocument = useDeleteDocument();
  // Kept after `document` turns null, so the closing animation still names it.
  const [shown, setShown] = useState(document);
  if (document && document !== shown) setShown(document);
  const title = shown?.title.trim() || 'Untitled';

  const confirm = async () => {
    if (!document) return;
    try {
      await deleteDocument.mutateAsync(document.id);
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
    <AlertDialog
      open={document !== null}
      onOpenChange={(open) => {
        // Closing mid-request would hide whether the delete went through.
        if (!open && !deleteDocument.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this document?</AlertDialogTitle>
          <AlertDialogDescription>
            “{title}” will be permanently deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteDocument.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog stays open until the delete is done. */}
          <Button type="button" variant="destructive" disabled={deleteDocument.isPending} onClick={() => void confirm()}>
            {deleteDocument.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {deleteDocument.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
