/**
 * The copies of co-edited documents this browser keeps (y-indexeddb, one IndexedDB database per
 * document) so that edits made offline survive a closed tab (ADR 0041). They hold the text of
 * whoever signed in here, so signing out forgets them: the next person on this device finds none
 * of the last one's documents, and none of their changes can be sent under another account.
 */
const SHARED_COPY_PREFIX = 'inkwise-document-';

export function sharedCopyName(documentId: number): string {
  return `${SHARED_COPY_PREFIX}${documentId}`;
}

/** Deletes every kept copy; a copy still open in this tab goes once the editor lets it go. */
export async function forgetSharedCopies(): Promise<void> {
  // Firefox before 126 has no indexedDB.databases(); there is nothing to list there.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const names = (await indexedDB.databases()).map((database) => database.name).filter((name) => name?.startsWith(SHARED_COPY_PREFIX));
  await Promise.all(
    names.map(
      (name) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(name!);
          // Blocked means the copy is still open: the deletion waits for it, sign-out need not.
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
