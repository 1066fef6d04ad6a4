import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-request';
import { refreshFiles } from '@/lib/reference-files/file-keys';

/** Removes the stored original and its extracted text. */
export async function deleteFile(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/files/${id}`);
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => refreshFiles(queryClient),
    onError: (error) => {
      // Already gone (deleted in another tab): the list should stop showing it.
      if (error instanceof ApiError && error.status === 404) void refreshFiles(queryClient);
    },
  });
}
