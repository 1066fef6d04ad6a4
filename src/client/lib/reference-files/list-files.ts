import { queryOptions, useQuery } from '@tanstack/react-query';
import { fileSchema, type StoredFile } from '@shared/contract/files';
import { readJson, sendRequest, throwIfNotOk } from '@/lib/api-request';
import { fileKeys } from './file-keys';

/** How often the list asks again while text extraction is still running for one of its files. */
export const PROCESSING_POLL_MS = 2_000;

/** One client's files, newest first; each carries at most 1,000 characters of its text. */
export async function fetchFiles(clientId: number, signal?: AbortSignal): Promise<StoredFile[]> {
  const query = new URLSearchParams({ clientId: String(clientId) });
  const response = await sendRequest('GET', `/api/files?${query.toString()}`, undefined, signal);
  await throwIfNotOk(response);
  return fileSchema.array().parse(await readJson(response));
}

export function hasPendingFiles(files: readonly StoredFile[] | undefined): boolean {
  return files?.some((file) => file.processingStatus === 'pending') ?? false;
}

/**
 * Reads never refetch on their own (spec §9), except this one while a file is still being
 * processed: it polls until no file is pending, then stops.
 */
export function filesQuery(clientId: number) {
  return queryOptions({
    queryKey: fileKeys.list(clientId),
    queryFn: ({ signal }) => fetchFiles(clientId, signal),
    refetchInterval: (query) => (hasPendingFiles(query.state.data) ? PROCESSING_POLL_MS : false),
  });
}

/** Nothing is requested until a client is chosen. */
export function useFiles(clientId: number | null) {
  return useQuery({ ...filesQuery(clientId ?? 0), enabled: clientId !== null });
}
