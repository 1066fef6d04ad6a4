import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import * as encoding from 'lib0/encoding';
import { WebSocket as UndiciWebSocket } from 'undici';
import * as Y from 'yjs';

/** Hocuspocus' message type of a Yjs sync message, and y-protocols' sync step of an update. */
const MESSAGE_SYNC = 0;
const SYNC_UPDATE = 2;

/**
 * A co-editing client as the browser's editor is one: @hocuspocus/provider over a real WebSocket,
 * sending the session cookie with the upgrade (the browser does so by itself; Node's WebSocket
 * needs it given).
 */
export function webSocketWithCookie(cookie: string | null, origin?: string) {
  return class extends UndiciWebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, {
        ...(protocols === undefined ? {} : { protocols }),
        headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
      });
    }
  };
}

export interface CollabClient {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  /** Resolves when the server accepted and the first sync finished; rejects with the refusal's reason. */
  ready: Promise<void>;
  close(): void;
}

export function openCollabClient(baseUrl: string, documentId: number | string, cookie: string | null): CollabClient {
  const doc = new Y.Doc();
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: webSocketWithCookie(cookie),
    maxAttempts: 3,
  });
  let settle: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: String(documentId),
    document: doc,
    // The server reads the cookie; the provider must still send a token (contract-s30).
    token: 'session',
    onSynced: () => settle.resolve(),
    onAuthenticationFailed: ({ reason }) => settle.reject(new Error(reason)),
  });
  provider.attach();
  return {
    provider,
    doc,
    ready,
    close() {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
}

/** Polls until the check passes (co-editing is asynchronous by nature). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The Hocuspocus/y-protocols frame of a Yjs update for a document, as a client would send it by hand. */
export function updateFrame(documentName: string, update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, documentName);
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  encoding.writeVarUint(encoder, SYNC_UPDATE);
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** Sends raw bytes on the provider's own WebSocket, past the provider's checks (a hand-crafted message). */
export function sendRaw(client: CollabClient, bytes: Uint8Array): void {
  const socket = (client.provider.configuration.websocketProvider as unknown as { webSocket: { send(data: Uint8Array): void } }).webSocket;
  socket.send(bytes);
}

/** Opens a bare WebSocket to /collab and resolves with how the server ends it (or how the handshake failed). */
export function rawSocket(baseUrl: string, cookie: string | null) {
  const Socket = webSocketWithCookie(cookie);
  const socket = new Socket(`${baseUrl.replace(/^http/, 'ws')}/collab`);
  socket.binaryType = 'arraybuffer';
  const opened = new Promise<boolean>((resolve) => {
    socket.addEventListener('open', () => resolve(true));
    socket.addEventListener('error', () => resolve(false));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (event) => resolve({ code: event.code, reason: event.reason }));
  });
  return { socket, opened, closed };
}
