import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  documentVersionSchema,
  documentVersionSummarySchema,
  type DocumentVersion,
} from '@shared/contract/document-versions';
import { documentSchema, type Document } from '@shared/contract/documents';
import { apiRequest } from '@/lib/api-request';
import { documentKeys, refreshDocumentLists } from './document-keys';

const versionKeys = {
  list: (documentId: number) => ['/api/documents', documentId, 'versions'] as const,
  one: (documentId: number, versionId: number) => ['/api/documents', documentId, 'versions', versionId] as const,
};

/** The document's history, newest first; fetched when the history opens, fresh each time. */
export function useDocumentVersions(documentId: number, enabled: boolean) {
  return useQuery({
    queryKey: versionKeys.list(documentId),
    queryFn: async () => z.array(documentVersionSummarySchema).parse(await apiRequest('GET', `/api/documents/${documentId}/versions`)),
    enabled,
    staleTime: 0,
  });
}

export function useDocumentVersion(documentId: number, versionId: number | null) {
  return useQuery({
    queryKey: versionKeys.one(documentId, versionId ?? 0),
    queryFn: async (): Promise<DocumentVersion> =>
      documentVersionSchema.parse(await apiRequest('GET', `/api/documents/${documentId}/versions/${versionId}`)),
    enabled: versionId !== null,
  });
}

export function useRestoreVersion(documentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (versionId: number): Promise<Document> =>
      documentSchema.parse(await apiRequest('POST', `/api/documents/${documentId}/versions/${versionId}/restore`)),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.detail(document.id), document);
      void queryClient.invalidateQueries({ queryKey: versionKeys.list(documentId) });
      void refreshDocumentLists(queryClient);
    },
  });
}
