/** What the shared document's connection is doing, as the status line tells it. */
export type SharedDocumentState = {
  /** The WebSocket is open (or not yet / no longer). */
  connection: 'connecting' | 'connected' | 'disconnected';
  /** Connected at least once since the editor opened (a later loss is "Reconnecting…"). */
  everConnected: boolean;
  /** The browser says it has no network. */
  offline: boolean;
  /** The first exchange with the server finished: the editor shows the shared text. */
  synced: boolean;
  /** Changes made here that the server has not acknowledged yet. */
  unsyncedChanges: number;
};

export type SharedStatus = 'connecting' | 'syncing' | 'saved' | 'offline' | 'reconnecting';

export const SHARED_STATUS_TEXT: Record<SharedStatus, string> = {
  connecting: 'Connecting…',
  syncing: 'Syncing…',
  saved: 'Saved',
  offline: 'Offline — changes kept on this device',
  reconnecting: 'Reconnecting…',
};

/**
 * The status line's word for the connection. "Saved" only when the server holds every change
 * made here; anything else says honestly where the changes are.
 */
export function sharedStatus(state: SharedDocumentState): SharedStatus {
  if (state.offline) return 'offline';
  if (state.connection !== 'connected') return state.everConnected ? 'reconnecting' : 'connecting';
  if (!state.synced || state.unsyncedChanges > 0) return 'syncing';
  return 'saved';
}

/**
 * How long the server must have held every change before the line says "Saved". Each key's
 * change is acknowledged within milliseconds, so while a writer typed the line went "Syncing…",
 * "Saved", "Syncing…" on every key: a flicker nobody can read, and two React commits per key, before
 * each of which React measures the selection in the focused editable text — all of a 20,000-word
 * document before a caret at its end (a CPU profile of typing put a third of the main thread's work
 * per key there). Now the line says "Syncing…" until typing pauses, and never "Saved" early.
 */
export const SAVED_AFTER_MS = 500;

/** Passes each status on to `show` at once, but "saved" only once it has held for `savedAfterMs`. */
export function statusSettler(show: (status: SharedStatus) => void, savedAfterMs = SAVED_AFTER_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    next(status: SharedStatus) {
      stop();
      if (status !== 'saved') {
        show(status);
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        show('saved');
      }, savedAfterMs);
    },
    stop,
  };
}
