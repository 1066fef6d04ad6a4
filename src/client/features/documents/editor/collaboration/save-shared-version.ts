import type { Document } from '@shared/contract/documents';
import type { SharedDocument } from './shared-document';

/** How long Save waits for the server to acknowledge the last changes before saying it could not. */
const ACKNOWLEDGE_TIMEOUT_MS = 10_000;

/**
 * Save Document on a shared document: once the server holds every change made here, `writeBack`
 * (save-shared-text) writes the shared text back at once and keeps it as a manual version.
 * Rejects with NotAcknowledgedError while changes wait on this device (offline).
 */
export async function saveSharedVersion(shared: SharedDocument, writeBack: () => Promise<Document>): Promise<Document> {
  await shared.whenAcknowledged(ACKNOWLEDGE_TIMEOUT_MS);
  return writeBack();
}
