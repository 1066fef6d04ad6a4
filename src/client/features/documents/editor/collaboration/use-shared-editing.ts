import { useEffect, useEffectEvent, useMemo, useState, useSyncExternalStore } from 'react';
import type { Editor } from '@tiptap/core';
import { readPendingDomChanges } from '../rich-text/read-pending-dom-changes';
import { sharedStatus, statusSettler, type SharedStatus } from './connection-status';
import { loadCoEditing } from './load-co-editing';
import type { SharedDocument, SharedDocumentSnapshot, SharedUser } from './shared-document';

/**
 * What the page reads of the shared document: all of it but the count of changes on their way to
 * the server, which moves with every key (0, 1, 0 as each is acknowledged) and re-rendered the
 * whole page for each. The status line reads that on its own (useSharedStatus).
 */
export type SharedDocumentView = Omit<SharedDocumentSnapshot, 'unsyncedChanges'> & {
  /** Changes only this device holds, with no connection to send them: leaving asks first. */
  changesOnlyHere: boolean;
};

export type SharedEditing = {
  shared: SharedDocument;
  snapshot: SharedDocumentView;
};

type BindEditor = typeof import('./bind-editor').bindEditorToSharedDocument;

/** How long to wait before downloading the co-editing code again after it failed (offline). */
const LOAD_RETRY_MS = 5_000;

const noSubscription = () => () => undefined;

function viewOf(state: SharedDocumentSnapshot): SharedDocumentView {
  const { unsyncedChanges, ...rest } = state;
  const status = sharedStatus(state);
  return { ...rest, changesOnlyHere: unsyncedChanges > 0 && status !== 'syncing' && status !== 'saved' };
}

function sameView(a: SharedDocumentView, b: SharedDocumentView): boolean {
  return (Object.keys(a) as (keyof SharedDocumentView)[]).every((key) => a[key] === b[key]);
}

/** Reads the shared document's view, giving the same object for as long as nothing in it changed. */
function viewReader(shared: SharedDocument | null): () => SharedDocumentView | null {
  let last: SharedDocumentView | null = null;
  return () => {
    if (!shared) return null;
    const next = viewOf(shared.snapshot());
    if (!last || !sameView(last, next)) last = next;
    return last;
  };
}

/** The shared document as the page reads it: re-rendered only when the view changes. */
function useSharedView(shared: SharedDocument | null): SharedDocumentView | null {
  const read = useMemo(() => viewReader(shared), [shared]);
  return useSyncExternalStore(shared?.subscribe ?? noSubscription, read);
}

/**
 * The status line's word as a store of its own: "Saved" only once the server has held every change
 * for a moment (statusSettler), so that typing changes nothing in it, and re-renders nothing.
 */
function settledStatusStore(shared: SharedDocument | null) {
  if (!shared) return { subscribe: noSubscription, read: () => null };
  let shown = sharedStatus(shared.snapshot());
  return {
    read: () => shown,
    subscribe(onChange: () => void) {
      const settler = statusSettler((status) => {
        if (status === shown) return;
        shown = status;
        onChange();
      });
      const update = () => settler.next(sharedStatus(shared.snapshot()));
      const unsubscribe = shared.subscribe(update);
      update();
      return () => {
        unsubscribe();
        settler.stop();
      };
    },
  };
}

/** The connection's word for the status line ("Syncing…", "Saved"): for the one line that shows it. */
export function useSharedStatus(shared: SharedDocument | null): SharedStatus | null {
  const store = useMemo(() => settledStatusStore(shared), [shared]);
  return useSyncExternalStore(store.subscribe, store.read);
}

type Options = {
  editor: Editor;
  /** null for a document not saved yet: edited locally until its first save gives it an id. */
  documentId: number | null;
  user: SharedUser | null;
  /** Whether the editor's text holds changes the shared document does not have yet. */
  hasLocalEdits: () => boolean;
};

/** The shared text is known once the server answered, or once a copy kept on this device was read. */
function sharedTextKnown(shared: SharedDocument, state: SharedDocumentSnapshot): boolean {
  return state.localLoaded && (state.synced || shared.fragment.length > 0);
}

/**
 * Co-editing for the open editor (ADR 0041): once the document has an id, its shared document is
 * opened and, as soon as its text is known, bound to the same editor — no remount, so the caret
 * and anything typed meanwhile stay.
 */
export function useSharedEditing({ editor, documentId, user, hasLocalEdits }: Options): SharedEditing | null {
  const [opened, setOpened] = useState<SharedDocument | null>(null);
  const userId = user?.id;
  const userName = user?.name;
  const userColor = user?.color;

  const bindWhenKnown = useEffectEvent((shared: SharedDocument, bindEditorToSharedDocument: BindEditor) => {
    const state = shared.snapshot();
    if (state.bound || editor.isDestroyed || !sharedTextKnown(shared, state)) return;
    // A click or key the editor has not read yet (it reads them on 'selectionchange', a moment
    // later) is read now: binding re-renders the text and keeps the editor's selection, and an
    // unread click would otherwise leave the caret where it was before (the document's start).
    readPendingDomChanges(editor.view);
    // Marked first: binding writes to the document, whose change notice calls this again.
    shared.markBound();
    bindEditorToSharedDocument(editor, shared, { seedFromEditor: hasLocalEdits() });
  });

  useEffect(() => {
    if (documentId === null || userId === undefined || userName === undefined || userColor === undefined) return;
    let closed = false;
    let close: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The code loads once the document has an id (load-co-editing.ts). Until it has, the editor
    // holds the text as it does while the shared text is on its way, and binding then keeps what
    // was typed meanwhile (hasLocalEdits). A failed download is tried again, sooner once online.
    const open = () => {
      loadCoEditing().then(
        ({ openSharedDocument, bindEditorToSharedDocument }) => {
          if (closed) return;
          const shared = openSharedDocument(documentId, { id: userId, name: userName, color: userColor });
          const unsubscribe = shared.subscribe(() => {
            setOpened(shared);
            bindWhenKnown(shared, bindEditorToSharedDocument);
          });
          close = () => {
            unsubscribe();
            shared.destroy();
          };
        },
        () => {
          if (closed) return;
          window.addEventListener('online', retryNow, { once: true });
          retry = setTimeout(retryNow, LOAD_RETRY_MS);
        },
      );
    };
    const retryNow = () => {
      window.removeEventListener('online', retryNow);
      clearTimeout(retry);
      if (!closed) open();
    };
    open();
    return () => {
      closed = true;
      window.removeEventListener('online', retryNow);
      clearTimeout(retry);
      close?.();
    };
  }, [documentId, userId, userName, userColor]);

  const shared = opened?.documentId === documentId ? opened : null;
  const snapshot = useSharedView(shared);

  // A role that may only read: the text shows, typing does not change it. Not an edit itself.
  const readOnly = snapshot?.readOnly ?? false;
  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  if (!shared || !snapshot) return null;
  return { shared, snapshot };
}
