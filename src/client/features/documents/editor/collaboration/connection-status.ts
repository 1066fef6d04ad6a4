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
