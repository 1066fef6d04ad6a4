import { DOCUMENT_CONTENT_MAX_BYTES } from '@shared/limits';

/** What the status line says about saving. */
export type SaveStatus = 'idle' | 'unsaved' | 'saving' | 'saved' | 'offline' | 'failed' | 'conflict' | 'too-long';

export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — changes kept on this device',
  failed: 'Not saved — press Save Document to try again',
  conflict: 'Not saved — this document changed elsewhere',
  'too-long': `Not saved — over the ${DOCUMENT_CONTENT_MAX_BYTES / 1024 / 1024} MB a document may hold`,
};

/** A request that never reached the server (no network), as opposed to one the server refused. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
