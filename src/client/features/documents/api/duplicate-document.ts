import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type Document } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys, refreshDocumentLists } from './document-keys';

export async function duplicateDocument(id: number): Promise<Document> {
  return documentSchema.parse(await apiRequest('POST', `/api/documents/${id}/duplicate`));
}

/** A copy of a document (a new document: it counts against the plan), then the lists refresh. */
export function useDuplicateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDocument,
    onSuccess: async (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      await refreshDocumentLists(queryClient);
    },
  });
}
