import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Document as SharedDocument, type Extension } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { applyAwarenessUpdate, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Database } from '../db/database.js';
import type { WorkspaceRole } from '../db/schema.js';
import { canWriteDocuments } from '../policies/documents.js';
import { findDocument } from '../documents/find-document.js';
import { authorizeConnection, CollabRefusal } from './authorize-connection.js';
import type { CollabContext } from './collab-context.js';
import { isLiveEvent, type DocumentNotice, type InstanceChannel } from './instance-channel.js';
import { LiveEvents } from './live-events.js';
import { loadSharedState } from './load-shared-state.js';
import { checkWriteAccess } from './check-write-access.js';
import { forgetInstancePresence, forgetPresence, PRESENCE_HEARTBEAT_MS, recordPresence, refreshInstancePresence } from './presence.js';
import { appendUpdate, COMPACT_AFTER_ROWS, compactUpdates, countStoredUpdates, storedUpdate, storedUpdates } from './stored-updates.js';
import { guardUpgrade } from './upgrade-guard.js';
import { commentsChangedMessage } from '../../shared/contract/live-events.js';
import { WRITE_BACK_DEBOUNCE_MS, WRITE_BACK_MAX_DELAY_MS, writeBackSharedText } from './write-back.js';

/** Issue 19: a WebSocket message over 1 MB is refused. */
export const MESSAGE_MAX_BYTES = 1024 * 1024;
/** Close codes of RFC 6455: going away (shutdown) and message too big. */
const GOING_AWAY = 1001;
const MESSAGE_TOO_BIG = 1009;
/** ws refuses frames above this itself (without a reason); between the two we refuse with one. */
const FRAME_HARD_LIMIT = MESSAGE_MAX_BYTES + 64 * 1024;

/** Sync message types of y-protocols: step 2 and update carry changes to the document. */
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/**
 * The origin remote changes are applied with (Hocuspocus' "redis" one, whichever channel brought
 * them): Hocuspocus then broadcasts them but stores nothing, and the Redis extension does not
 * relay them again.
 */
const REMOTE_ORIGIN = { source: 'redis' as const };

export interface CollabOptions {
  db: Database;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** How this instance shares changes with the others (LISTEN/NOTIFY or Redis); closed with the server. */
  channel: InstanceChannel;
  trustProxy: boolean;
  /** Whether a role edits documents; policies/documents.ts unless given (ADR 0037: every role does today). */
  canEdit?: (role: WorkspaceRole) => boolean;
  /** The live events the app's routes publish on the same channel (ADR 0046); a private hub when left out. */
  live?: LiveEvents;
}

/**
 * The co-editing server (issue 19, ADR 0040): Hocuspocus on the app's own HTTP server at
 * /collab. Updates are kept in document_updates before they are acknowledged, shared with other
 * instances through the instance channel (LISTEN/NOTIFY, or Redis), and written back to the
 * document's markdown a few seconds after edits stop.
 */
export class CollabServer {
  readonly hocuspocus: Hocuspocus<CollabContext>;
  private readonly channel: InstanceChannel;
  private readonly sockets;
  /** Upgrade decisions waiting for crossws to open their socket, by the handshake's key. */
  private readonly accepted = new Map<string, CollabContext>();
  /** Rows appended per loaded document since it was last compacted (or loaded). */
  private readonly rowsSinceCompaction = new Map<string, number>();
  private readonly pendingWork = new Set<Promise<unknown>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly canEdit: (role: WorkspaceRole) => boolean;
  private readonly live: LiveEvents;
  private readonly stopRelayingComments: () => void;

  constructor(private readonly options: CollabOptions) {
    this.canEdit = options.canEdit ?? canWriteDocuments;
    this.channel = options.channel;
    this.live = options.live ?? new LiveEvents(options.channel, options.log);
    this.stopRelayingComments = this.live.listen((event) => {
      if (event.kind === 'comments-changed') this.relayCommentsChanged(event.documentId);
    });
    this.hocuspocus = new Hocuspocus<CollabContext>({
      quiet: true,
      debounce: WRITE_BACK_DEBOUNCE_MS,
      maxDebounce: WRITE_BACK_MAX_DELAY_MS,
      extensions: [...this.channel.extensions, this.extension()],
    });
    this.sockets = crossws({
      serverOptions: { maxPayload: FRAME_HARD_LIMIT },
      hooks: {
        upgrade: (request) => {
          const key = request.headers.get('sec-websocket-key') ?? '';
          const context = this.accepted.get(key);
          this.accepted.delete(key);
          if (!context) return new Response('Not found', { status: 404 });
          return { context: { collab: context } };
        },
        open: (peer) => {
          const context = peer.context.collab as CollabContext;
          const connection = this.hocuspocus.handleConnection(peer.websocket as unknown as WebSocket, peer.request as Request, context);
          (peer as unknown as { hocuspocus: typeof connection }).hocuspocus = connection;
        },
        message: (peer, message) => {
          const bytes = message.uint8Array();
          if (bytes.byteLength > MESSAGE_MAX_BYTES) {
            peer.close(MESSAGE_TOO_BIG, 'Message too large');
            return;
          }
          (peer as unknown as { hocuspocus?: { handleMessage(data: Uint8Array): void } }).hocuspocus?.handleMessage(bytes);
        },
        close: (peer, event) => {
          (peer as unknown as { hocuspocus?: { handleClose(event: { code: number; reason: string }): void } }).hocuspocus?.handleClose({
            code: event.code ?? 1000,
            reason: event.reason ?? '',
          });
        },
        error: (_peer, error) => options.log.debug({ err: error }, 'co-editing socket error'),
      },
    });
  }

  async start(): Promise<void> {
    await this.channel.start((notice) => {
      if (isLiveEvent(notice)) this.live.deliver(notice);
      else this.track(this.applyNotice(notice));
    });
    this.heartbeat = setInterval(() => {
      this.track(refreshInstancePresence(this.options.db, this.channel.instanceId));
    }, PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Serves /collab on the app's server; any other upgrade is refused (nothing else speaks WebSocket). */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      if (this.closing) return refuseUpgrade(socket, 503, 'The server is shutting down');
      guardUpgrade(this.options, request)
        .then(async (decision) => {
          if (!decision.accept) return refuseUpgrade(socket, decision.status, decision.reason);
          const key = request.headers['sec-websocket-key'];
          if (typeof key !== 'string') return refuseUpgrade(socket, 400, 'Not a WebSocket handshake');
          this.accepted.set(key, decision.context);
          try {
            await this.sockets.handleUpgrade(request, socket, head);
          } finally {
            this.accepted.delete(key);
          }
        })
        .catch((error: unknown) => {
          this.options.log.error({ err: error }, 'co-editing upgrade failed');
          if (!socket.destroyed) refuseUpgrade(socket, 500, 'Something went wrong');
        });
    });
  }

  /** Shutdown: pending write-backs are flushed, then every socket is closed as "going away". */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeat);
    await this.flushWriteBacks();
    await this.settle();
    this.sockets.closeAll(GOING_AWAY, 'Server shutting down');
    this.stopRelayingComments();
    await this.channel.close();
    await forgetInstancePresence(this.options.db, this.channel.instanceId).catch(() => undefined);
  }

  /**
   * Runs every debounced write-back now and waits for it (Hocuspocus' flushPendingStores starts
   * them without a promise to wait on); a store already running is waited for as well.
   */
  private async flushWriteBacks(): Promise<void> {
    const { debouncer } = this.hocuspocus;
    const flushes = [...this.hocuspocus.documents.values()].map((document) => {
      const id = `onStoreDocument-${document.name}`;
      return document.isLoading ? undefined : (debouncer.executeNow(id) as Promise<unknown> | undefined);
    });
    await Promise.allSettled(flushes);
  }

  /** Waits for the write-backs, compactions and relayed updates in flight. */
  async settle(): Promise<void> {
    while (this.pendingWork.size > 0) await Promise.allSettled([...this.pendingWork]);
  }

  private track<T>(work: Promise<T>): void {
    const tracked = work.catch((error: unknown) => this.options.log.warn({ err: error }, 'co-editing background work failed'));
    this.pendingWork.add(tracked);
    void tracked.finally(() => this.pendingWork.delete(tracked));
  }

  private extension(): Extension {
    const { db } = this.options;
    return {
      extensionName: 'inkwise',
      onAuthenticate: (payload) => authorizeConnection(db, payload, this.canEdit),
      onLoadDocument: async ({ context, documentName }) => {
        const { documentId, session } = context as CollabContext;
        const row = await findDocument(db, session!.workspaceId, documentId!);
        const { state, rows } = await loadSharedState(db, row);
        // Rows a previous session left uncompacted count towards the next compaction.
        this.rowsSinceCompaction.set(documentName, rows - 1);
        return state;
      },
      beforeSync: async ({ connection, document, type, payload, context }) => {
        if ((type !== SYNC_STEP_2 && type !== SYNC_UPDATE) || connection.readOnly) return;
        const access = context as CollabContext;
        // Access may have ended since the connection opened (signed out, removed, document deleted).
        const refusal = await checkWriteAccess(db, access, this.canEdit);
        if (refusal) throw Object.assign(new CollabRefusal(refusal), { code: 4403 });
        // A malformed update throws here, before anything is kept (the connection is then reset).
        Y.decodeUpdate(payload);
        if (type === SYNC_STEP_2 && Y.snapshotContainsUpdate(Y.snapshot(document), payload)) return;
        const seq = await appendUpdate(db, { documentId: access.documentId!, workspaceId: access.session!.workspaceId, update: payload });
        this.track(this.channel.publishUpdate(access.documentId!, seq));
        this.countRow(document.name, access);
      },
      onStoreDocument: async ({ lastContext }) => {
        const context = lastContext as CollabContext;
        if (!context.session || context.documentId === undefined) return;
        // Written from the stored updates, not this in-memory document, which may not hold a save
        // made outside the editors yet (ADR 0045).
        const work = writeBackSharedText(
          db,
          { documentId: context.documentId, workspaceId: context.session.workspaceId, userId: context.session.user.id },
          'autosave',
        );
        this.track(work);
        await work.catch(() => undefined);
      },
      connected: async ({ context, socketId }) => {
        const { session, documentId } = context as CollabContext;
        if (!session || documentId === undefined) return;
        await recordPresence(db, { socketId, documentId, workspaceId: session.workspaceId, userId: session.user.id, instanceId: this.channel.instanceId });
      },
      onDisconnect: async ({ context, socketId }) => {
        const { documentId } = context as CollabContext;
        // At shutdown close() forgets the whole instance's presence at once; the sockets it closes
        // report their end later, when the database pool may already be gone.
        if (documentId === undefined || this.closing) return;
        this.track(forgetPresence(db, socketId, documentId));
      },
      beforeHandleAwareness: async ({ states, context }) => {
        // Others see the name the server knows, never one a client made up.
        const user = (context as CollabContext | undefined)?.user;
        if (!user) return;
        for (const state of states.values()) {
          if (state.user && typeof state.user === 'object') state.user = { ...state.user, id: user.id, name: user.name };
        }
      },
      onAwarenessUpdate: async ({ document, documentName, transactionOrigin, added, updated, removed }) => {
        // What a client here said, and the states Hocuspocus drops when a client here leaves
        // (origin null); never what came from another instance, which would echo for ever.
        if (transactionOrigin === REMOTE_ORIGIN) return;
        const update = encodeAwarenessUpdate(document.awareness, [...added, ...updated, ...removed]);
        this.track(this.channel.publishAwareness(Number(documentName), update));
      },
      afterUnloadDocument: async ({ documentName }) => {
        this.rowsSinceCompaction.delete(documentName);
      },
    };
  }

  private countRow(documentName: string, access: CollabContext): void {
    const rows = (this.rowsSinceCompaction.get(documentName) ?? 0) + 1;
    this.rowsSinceCompaction.set(documentName, rows);
    if (rows < COMPACT_AFTER_ROWS) return;
    this.rowsSinceCompaction.set(documentName, 0);
    this.track(
      countStoredUpdates(this.options.db, access.documentId!).then((count) =>
        count >= COMPACT_AFTER_ROWS ? compactUpdates(this.options.db, access.documentId!, access.session!.workspaceId) : false,
      ),
    );
  }

  /**
   * A document's comments changed (on any instance): its connections here are told with a stateless
   * message, and their comments panels refetch. relayStateless, not broadcastStateless: every
   * instance heard the event through the channel, so the Redis extension must not relay it again.
   */
  private relayCommentsChanged(documentId: number): void {
    this.hocuspocus.documents.get(String(documentId))?.relayStateless(commentsChangedMessage(documentId));
  }

  /** Another instance (or a REST save) changed a document: apply it here if this instance has it open. */
  private async applyNotice(notice: DocumentNotice): Promise<void> {
    const document: SharedDocument | undefined = this.hocuspocus.documents.get(String(notice.documentId));
    if (!document) return;
    if (notice.kind === 'awareness') {
      applyAwarenessUpdate(document.awareness, Buffer.from(notice.update, 'base64'), REMOTE_ORIGIN);
      return;
    }
    const row = await storedUpdate(this.options.db, notice.seq);
    // Compaction may have merged the row away already: then the merged rows hold it (Yjs ignores what it has).
    const updates = row ? [row.update] : (await storedUpdates(this.options.db, notice.documentId)).map((stored) => stored.update);
    Y.transact(document, () => {
      for (const update of updates) Y.applyUpdate(document, update);
    }, REMOTE_ORIGIN);
  }
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  const body = JSON.stringify({ error: reason });
  socket.end(
    `HTTP/1.1 ${status} ${status === 429 ? 'Too Many Requests' : 'Refused'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
