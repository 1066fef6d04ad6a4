import { useNavigate } from 'react-router';
import { DEFAULT_DOCUMENT_TITLE } from '@shared/limits';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { toast } from '@/components/ui/use-toast';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { defaultPersonalityId } from '@/lib/personalities/personality-label';
import { useSelectedPersonalityId } from '@/lib/personalities/selected-personality';
import { useCreateDocument } from './api/create-document';

/** The dashboard's New Document and Create Document: an empty document, opened in the editor. */
export function useNewDocument() {
  const createDocument = useCreateDocument();
  const { data: personalities } = usePersonalities();
  const selectedPersonalityId = useSelectedPersonalityId();
  const navigate = useNavigate();

  const create = async () => {
    try {
      const document = await createDocument.mutateAsync({
        title: DEFAULT_DOCUMENT_TITLE,
        content: '',
        personalityId: defaultPersonalityId(selectedPersonalityId, personalities),
      });
      toast({ title: 'Document created', description: 'Your new document is ready for editing.' });
      void navigate(`/editor/${document.id}`);
    } catch (error) {
      // A plan's monthly document limit (402) says so, with a way to upgrade.
      if (toastIfPlanLimit(error)) return;
      toast({
        variant: 'destructive',
        title: 'Could not create the document',
        description: 'Failed to create a new document. Please try again.',
      });
    }
  };

  return { create, isPending: createDocument.isPending };
}
