import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadResponse, type UploadResponse } from '@shared/contract/files';
import { ApiError } from '@/lib/api-request';
import { reportSessionRejected } from '@/lib/session-rejected';
import { refreshFiles } from '@/lib/reference-files/file-keys';

export type UploadFilesInput = { clientId: number; files: readonly File[] };

/**
 * POST /api/files/upload as multipart: the clientId field, then one `files` part per file.
 * XMLHttpRequest rather than fetch, because only it reports how many bytes have been sent, so the
 * progress bar shows the real upload. Errors read like `apiRequest`'s (`NNN: body`), so
 * `getApiErrorMessage` finds the server's {error}.
 */
export function uploadFiles(
  { clientId, files }: UploadFilesInput,
  onProgress?: (sentFraction: number) => void,
): Promise<UploadResponse> {
  const body = new FormData();
  body.append('clientId', String(clientId));
  for (const file of files) body.append('files', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/files/upload');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) reportSessionRejected();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, `${xhr.status}: ${xhr.responseText || xhr.statusText}`));
        return;
      }
      try {
        resolve(uploadResponse.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The upload answer could not be read'));
      }
    };
    xhr.onerror = () => reject(new Error('The upload could not reach the server'));
    xhr.onabort = () => reject(new Error('The upload was cancelled'));
    xhr.send(body);
  });
}

export function useUploadFiles({ onProgress }: { onProgress?: (sentFraction: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadFilesInput) => uploadFiles(input, onProgress),
    // Not awaited: the toast and the progress bar answer at once while the list refetches.
    onSuccess: () => void refreshFiles(queryClient),
  });
}
