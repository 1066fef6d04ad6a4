import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentSchema, type Document, type UpdateDocumentBody } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys, refreshDocumentLists } from './document-keys';

export async function updateDocument(id: number, body: UpdateDocumentBody): Promise<Document> {
  return documentSchema.parse(await apiRequest('PATCH', `/api/documents/${id}`, body));
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline: the editor keeps what fails on the device
    // and says so, rather than waiting silently (TanStack's default pauses offline mutations).
    networkMode: 'always',
    mutationFn: ({ id, body }: { id: number; body: UpdateDocumentBody }) => updateDocument(id, body),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      // Not awaited: the lists refetch in the background while the editor carries on.
      void refreshDocumentLists(queryClient);
    },
  });
}
