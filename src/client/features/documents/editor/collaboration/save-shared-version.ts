import type { Document } from '@shared/contract/documents';
import { saveSharedText } from '@/features/documents/api/save-shared-text';
import type { SharedDocument } from './shared-document';

/** How long Save waits for the server to acknowledge the last changes before saying it could not. */
const ACKNOWLEDGE_TIMEOUT_MS = 10_000;

/**
 * Save Document on a shared document: once the server holds every change made here, it writes the
 * shared text back at once and keeps it as a manual version (A's save-shared-text). Rejects with
 * NotAcknowledgedError while changes wait on this device (offline).
 */
export async function saveSharedVersion(shared: SharedDocument, documentId: number): Promise<Document> {
  await shared.whenAcknowledged(ACKNOWLEDGE_TIMEOUT_MS);
  return saveSharedText(documentId);
}
