import { useNavigate } from 'react-router';
import { DEFAULT_DOCUMENT_TITLE } from '@shared/limits';
import { useCreateAndOpenDocument } from './use-create-and-open';

/** The dashboard's New Document and Create Document: an empty document, opened in the editor. */
export function useNewDocument() {
  const { createAndOpen, isPending } = useCreateAndOpenDocument();
  const navigate = useNavigate();

  const create = () =>
    createAndOpen(
      { title: DEFAULT_DOCUMENT_TITLE, content: '' },
      {
        created: { title: 'Document created', description: 'Your new document is ready for editing.' },
        failed: {
          variant: 'destructive',
          title: 'Could not create the document',
          description: 'Failed to create a new document. Please try again.',
        },
      },
      (path) => void navigate(path),
    );

  return { create, isPending };
}
