import { describe, expect, it } from 'vitest';
import { sharedStatus, type SharedDocumentState } from './connection-status';

const connectedAndSynced: SharedDocumentState = {
  connection: 'connected',
  everConnected: true,
  offline: false,
  synced: true,
  unsyncedChanges: 0,
};

describe('sharedStatus', () => {
  it('reads Connecting… before the first connection', () => {
    expect(sharedStatus({ ...connectedAndSynced, connection: 'connecting', everConnected: false, synced: false })).toBe('connecting');
  });

  it('reads Syncing… while the first exchange runs or changes wait for the server', () => {
    expect(sharedStatus({ ...connectedAndSynced, synced: false })).toBe('syncing');
    expect(sharedStatus({ ...connectedAndSynced, unsyncedChanges: 2 })).toBe('syncing');
  });

  it('reads Saved only when the server holds every change', () => {
    expect(sharedStatus(connectedAndSynced)).toBe('saved');
  });

  it('reads Offline when the browser has no network, whatever the socket says', () => {
    expect(sharedStatus({ ...connectedAndSynced, offline: true, unsyncedChanges: 3 })).toBe('offline');
  });

  it('reads Reconnecting… when a connection that worked was lost', () => {
    expect(sharedStatus({ ...connectedAndSynced, connection: 'disconnected' })).toBe('reconnecting');
    expect(sharedStatus({ ...connectedAndSynced, connection: 'connecting' })).toBe('reconnecting');
  });
});
