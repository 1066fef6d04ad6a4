import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type CreateDocumentBody, type Document } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys, refreshDocumentLists } from './document-keys';

export async function createDocument(body: CreateDocumentBody): Promise<Document> {
  return documentSchema.parse(await apiRequest('POST', '/api/documents', body));
}

/** Creates a document, caches it for the editor that usually opens next, and refreshes the lists. */
export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      // Not awaited: the lists refetch in the background while the editor carries on.
      void refreshDocumentLists(queryClient);
    },
  });
}
