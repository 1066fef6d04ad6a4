import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import { sharedCopyName } from '@/lib/device-copies';
import type { SharedDocumentState } from './connection-status';
import { NotAcknowledgedError } from './not-acknowledged-error';

/** The field of the Y.Doc that holds the text (TipTap Collaboration's default, the server's too). */
export const SHARED_TEXT_FIELD = 'default';

/** Who this browser is, as the others see it (the contract's awareness state). */
export type SharedUser = { id: number; name: string; color: string };

export type SharedDocumentSnapshot = SharedDocumentState & {
  /** The copy kept on this device has been read into the document. */
  localLoaded: boolean;
  /** The server lets this person read but not write (their role). */
  readOnly: boolean;
  /** The server refused the connection, with its reason ("Document not found"). */
  refused: string | null;
  /** The others here now, one entry per person (several tabs of one person count once). */
  others: SharedUser[];
  /** The editor shows and writes the shared text. */
  bound: boolean;
};

export type SharedDocument = {
  documentId: number;
  ydoc: Y.Doc;
  fragment: Y.XmlFragment;
  provider: HocuspocusProvider;
  snapshot: () => SharedDocumentSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Stateless messages the server sends on this document's connection (ADR 0046: comments changed). */
  subscribeStateless: (listener: (payload: string) => void) => () => void;
  /** Resolves once the server has acknowledged every change made here (rejects after `timeoutMs`). */
  whenAcknowledged: (timeoutMs: number) => Promise<void>;
  markBound: () => void;
  destroy: () => void;
};

function collabUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/collab`;
}

function othersIn(provider: HocuspocusProvider, self: SharedUser): SharedUser[] {
  const people = new Map<number, SharedUser>();
  provider.awareness?.getStates().forEach((state, clientId) => {
    const user = (state as { user?: SharedUser }).user;
    if (clientId === provider.document.clientID || !user || typeof user.id !== 'number') return;
    if (user.id !== self.id) people.set(user.id, user);
  });
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function samePeople(a: SharedUser[], b: SharedUser[]): boolean {
  return a.length === b.length && a.every((person, index) => person.id === b[index]?.id && person.name === b[index].name && person.color === b[index].color);
}

/**
 * One document shared over `/collab` (ADR 0041): its Y.Doc, the copy kept on this device
 * (IndexedDB, so edits made offline survive a closed tab and merge on reconnect), and the
 * connection to the server. The session cookie authenticates; the token is only required by the
 * protocol.
 */
export function openSharedDocument(documentId: number, user: SharedUser): SharedDocument {
  const ydoc = new Y.Doc();
  const fragment = ydoc.getXmlFragment(SHARED_TEXT_FIELD);
  const local = new IndexeddbPersistence(sharedCopyName(documentId), ydoc);
  const listeners = new Set<() => void>();
  const statelessListeners = new Set<(payload: string) => void>();
  let state: SharedDocumentSnapshot = {
    connection: 'connecting',
    everConnected: false,
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    synced: false,
    unsyncedChanges: 0,
    localLoaded: false,
    readOnly: false,
    refused: null,
    others: [],
    bound: false,
  };
  // Listeners hear of real changes only: the awareness changes with this writer's own caret on
  // every key, and the page re-rendered for each (docs/benchmarks.md, typing in the editor).
  const change = (next: Partial<SharedDocumentSnapshot>) => {
    if (next.others && samePeople(next.others, state.others)) delete next.others;
    if (Object.entries(next).every(([key, value]) => state[key as keyof SharedDocumentSnapshot] === value)) return;
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const provider = new HocuspocusProvider({
    url: collabUrl(),
    name: String(documentId),
    document: ydoc,
    token: 'session',
    onStatus: ({ status }) =>
      change({
        connection: status,
        everConnected: state.everConnected || status === WebSocketStatus.Connected,
        // A lost connection must sync again before it reads "Saved".
        synced: status === WebSocketStatus.Connected ? state.synced : false,
      }),
    onSynced: () => change({ synced: true, unsyncedChanges: provider.unsyncedChanges }),
    onUnsyncedChanges: ({ number }) => change({ unsyncedChanges: number }),
    onAuthenticated: ({ scope }) => change({ readOnly: scope === 'readonly', refused: null }),
    onAuthenticationFailed: ({ reason }) => change({ refused: reason }),
    onAwarenessChange: () => change({ others: othersIn(provider, user) }),
    onStateless: ({ payload }) => statelessListeners.forEach((listener) => listener(payload)),
  });
  provider.setAwarenessField('user', user);
  void local.whenSynced.then(() => change({ localLoaded: true }));

  const goneOffline = () => change({ offline: true });
  const backOnline = () => change({ offline: false });
  window.addEventListener('offline', goneOffline);
  window.addEventListener('online', backOnline);

  const acknowledged = () => state.connection === 'connected' && state.synced && state.unsyncedChanges === 0;
  const untilAcknowledged = (deadline: number) =>
    new Promise<void>((resolve, reject) => {
      if (acknowledged()) return resolve();
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new NotAcknowledgedError('The server has not acknowledged every change yet.'));
      }, Math.max(0, deadline - Date.now()));
      const check = () => {
        if (!acknowledged()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
    });

  return {
    documentId,
    ydoc,
    fragment,
    provider,
    snapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeStateless: (listener) => {
      statelessListeners.add(listener);
      return () => statelessListeners.delete(listener);
    },
    whenAcknowledged: async (timeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      await untilAcknowledged(deadline);
      // One more round trip: after a reconnect the provider counts the server's answer to its own
      // sync request, but not the changes it sent back in reply to the server's, which may still be
      // on their way. The server handles a connection's messages in order, so its answer to a new
      // sync request comes after it stored everything sent before it.
      provider.forceSync();
      change({ unsyncedChanges: provider.unsyncedChanges });
      await untilAcknowledged(deadline);
    },
    markBound: () => change({ bound: true }),
    destroy: () => {
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
      statelessListeners.clear();
      provider.destroy();
      void local.destroy();
      ydoc.destroy();
    },
  };
}
