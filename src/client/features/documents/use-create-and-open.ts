import type { CreateDocumentBody } from '@shared/contract/documents';
import { toastIfPlanLimit } from '@/components/plan-limit-toast';
import { toast } from '@/components/ui/use-toast';
import { usePersonalities } from '@/lib/personalities/list-personalities';
import { defaultPersonalityId } from '@/lib/personalities/personality-label';
import { useDefaultPersonalityId } from '@/lib/personalities/default-personality';
import { useCreateDocument } from './api/create-document';

type Toast = Parameters<typeof toast>[0];

/**
 * The one way a new document is made outside the editor (the dashboard's New Document, Import):
 * in the writer's chosen voice, announced, then opened; a plan's monthly limit (402) says so
 * with a way to upgrade, any other failure with `failed`.
 */
export function useCreateAndOpenDocument() {
  const createDocument = useCreateDocument();
  const { data: personalities } = usePersonalities();
  const { defaultPersonalityId: chosenPersonalityId } = useDefaultPersonalityId();

  const createAndOpen = async (
    draft: Omit<CreateDocumentBody, 'personalityId'>,
    messages: { created: Toast; failed: Toast },
    open: (path: string) => void,
  ) => {
    try {
      const document = await createDocument.mutateAsync({
        ...draft,
        personalityId: defaultPersonalityId(chosenPersonalityId, personalities),
      });
      toast(messages.created);
      open(`/editor/${document.id}`);
    } catch (error) {
      if (!toastIfPlanLimit(error)) toast(messages.failed);
    }
  };

  return { createAndOpen, isPending: createDocument.isPending };
}
