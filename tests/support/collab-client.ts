import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { WebSocket as UndiciWebSocket } from 'undici';
import * as Y from 'yjs';

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
