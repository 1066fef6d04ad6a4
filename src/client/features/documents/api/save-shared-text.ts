import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type Document } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys, refreshDocumentLists } from './document-keys';

/**
 * Writes a shared document's text back to its row at once, as a manual save (a version is kept):
 * Save Document on a co-edited document, once the server holds every change (ADR 0040/0041).
 */
export async function saveSharedText(id: number): Promise<Document> {
  return documentSchema.parse(await apiRequest('POST', `/api/documents/${id}/save-shared-text`));
}

export function useSaveSharedText() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: number) => saveSharedText(id),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      void refreshDocumentLists(queryClient);
    },
  });
}
