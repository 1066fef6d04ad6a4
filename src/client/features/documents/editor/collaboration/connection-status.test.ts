import { describe, expect, it, vi } from 'vitest';
import { sharedStatus, statusSettler, type SharedDocumentState } from './connection-status';

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

describe('statusSettler', () => {
  it('says every status at once but "saved", which must hold first; a change meanwhile cancels it', () => {
    vi.useFakeTimers();
    try {
      const shown: string[] = [];
      const settler = statusSettler((status) => shown.push(status), 500);
      // Typing: each key's change is acknowledged before the next key.
      for (let key = 0; key < 5; key += 1) {
        settler.next('syncing');
        vi.advanceTimersByTime(10);
        settler.next('saved');
        vi.advanceTimersByTime(60);
      }
      expect(shown).toEqual(['syncing', 'syncing', 'syncing', 'syncing', 'syncing']);
      // The pause: "Saved" once the server has held everything for 500 ms.
      vi.advanceTimersByTime(439);
      expect(shown.at(-1)).toBe('syncing');
      vi.advanceTimersByTime(1);
      expect(shown.at(-1)).toBe('saved');
      // A lost connection is said at once, and stopping cancels a pending "saved".
      settler.next('reconnecting');
      expect(shown.at(-1)).toBe('reconnecting');
      settler.next('saved');
      settler.stop();
      vi.advanceTimersByTime(1_000);
      expect(shown.at(-1)).toBe('reconnecting');
    } finally {
      vi.useRealTimers();
    }
  });
});
