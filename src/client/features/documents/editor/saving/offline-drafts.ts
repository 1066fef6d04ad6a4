import type { EditorDraft } from '../editor-draft';

/**
 * Changes that could not reach the server (offline), kept in this browser's IndexedDB until they
 * do. One draft per document; the newest replaces the last. No library: three calls of the
 * standard API.
 */
export type OfflineDraft = EditorDraft & {
  documentId: number;
  /** The version the changes were made on, to tell a later conflict. */
  baseVersion: number;
  keptAt: string;
};

const DATABASE = 'inkwise';
const STORE = 'document-drafts';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'documentId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    database.close();
  }
}

export function keepOfflineDraft(draft: OfflineDraft): Promise<unknown> {
  return run('readwrite', (store) => store.put(draft));
}

export async function readOfflineDraft(documentId: number): Promise<OfflineDraft | null> {
  return ((await run('readonly', (store) => store.get(documentId))) as OfflineDraft | undefined) ?? null;
}

export function discardOfflineDraft(documentId: number): Promise<unknown> {
  return run('readwrite', (store) => store.delete(documentId));
}
