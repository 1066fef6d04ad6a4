import { documentQuery } from '@/features/documents/api/get-document';
import { clientsQuery } from '@/features/clients/api/list-clients';
import { projectsQuery } from '@/features/projects/api/list-projects';
import { preferencesQuery } from '@/lib/personalities/default-personality';
import { personalitiesQuery } from '@/lib/personalities/list-personalities';
import { editorDocumentId } from '@/lib/editor-path';
import { queryClient } from '@/lib/query-client';
import { preloadCoEditing } from '@/features/documents/editor/collaboration/load-co-editing';

/**
 * What the editor screen reads first, requested while its code loads (a small chunk of its own)
 * rather than after it: the document of /editor/{id}, the personalities and the user's default,
 * and the clients and projects of the document settings; for a saved document, the co-editing code
 * its text is bound to (load-co-editing.ts).
 */
export function prefetchEditorData(pathname: string): void {
  const id = editorDocumentId(pathname);
  if (id !== null) {
    void queryClient.prefetchQuery(documentQuery(id));
    preloadCoEditing();
  }
  void queryClient.prefetchQuery(personalitiesQuery);
  void queryClient.prefetchQuery(preferencesQuery);
  void queryClient.prefetchQuery(clientsQuery);
  void queryClient.prefetchQuery(projectsQuery(null));
}
