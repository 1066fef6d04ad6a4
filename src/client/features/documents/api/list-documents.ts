import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  documentListItemSchema,
  NEXT_CURSOR_HEADER,
  type DocumentListItem,
} from '@shared/contract/documents';
import { DOCUMENT_PAGE_SIZE } from '@shared/limits';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';
import { documentKeys } from './document-keys';

export type DocumentPage = { documents: DocumentListItem[]; nextCursor: string | null };

/** One page of the list, newest first; the server names the next page in a response header. */
export async function fetchDocumentPage(
  { search, cursor }: { search: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const params = new URLSearchParams({ limit: String(DOCUMENT_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (search) params.set('q', search);
  const response = await sendRequest('GET', `/api/documents?${params.toString()}`, undefined, signal);
  await throwIfNotOk(response);
  return {
    documents: documentListItemSchema.array().parse(await readJson(response)),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** `search` filters by title; an empty string lists every document. */
export function documentsListQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: documentKeys.list(search),
    queryFn: ({ pageParam, signal }) => fetchDocumentPage({ search, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useDocumentsList(search: string) {
  // While a new search loads, the previous results stay on screen instead of skeletons.
  return useInfiniteQuery({ ...documentsListQuery(search), placeholderData: keepPreviousData });
}
