import { Redis, type Configuration } from '@hocuspocus/extension-redis';
import {
  IncomingMessage,
  isTransactionOrigin,
  MessageType,
  OutgoingMessage,
  type afterUnloadDocumentPayload,
  type beforeBroadcastStatelessPayload,
  type onAwarenessUpdatePayload,
} from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { applyAwarenessUpdate } from 'y-protocols/awareness';

type IncomingHandler = (channel: Buffer, data: Buffer) => Promise<void>;

function fromRedis(origin: unknown): boolean {
  return isTransactionOrigin(origin) && origin.source === 'redis';
}

/**
 * Hocuspocus' Redis extension (ADR 0040, "Redis"): each change a client here makes is announced
 * to the instances that have the document open, which fetch it with Yjs' sync steps through Redis
 * and apply it with the Redis origin (broadcast to their clients, never stored or written back
 * again). Four changes to it, each for a reason of this app:
 * - No store lock. Upstream locks each store in Redis and skips the store when another instance
 *   holds the lock, or when Redis cannot be reached: an outage would silently stop write-backs.
 *   Ours compare the text before saving and only the instance whose client made a change writes
 *   it back, as with LISTEN/NOTIFY, which has no lock either.
 * - A message it cannot apply, or a publish that fails (Redis gone longer than ioredis keeps
 *   commands queued), is logged instead of left as an unhandled rejection, which would end the
 *   process.
 * - Awareness removals are published at once, even when the last client here is leaving
 *   (upstream publishes nothing once the document has no connection here), and applied as they
 *   come (see appliedAwareness), so the other instances drop that caret at once instead of after
 *   awareness' 30 s timeout; what came from Redis is not echoed back.
 * - `resync` announces every open document again after a reconnection: what either side changed
 *   while Redis was away is exchanged at once, not at the next keystroke.
 */
export class CollabRedisExtension extends Redis {
  constructor(
    configuration: Partial<Configuration>,
    private readonly log: FastifyBaseLogger,
  ) {
    super(configuration);
    // An async listener upstream, which nothing awaits.
    const handle = this['handleIncomingMessage'] as IncomingHandler;
    this.sub.off('messageBuffer', handle);
    this.sub.on('messageBuffer', (channel: Buffer, data: Buffer) => {
      const received = async () => {
        if (!this.appliedAwareness(data)) await handle(channel, data);
      };
      received().catch((error: unknown) => this.failed(error));
    });
  }

  /**
   * Applies awareness from another instance as it came, and says whether the message was that.
   * Upstream hands it to Hocuspocus' MessageReceiver, which re-encodes it with only the states
   * still present, so a departure (a null state) would never arrive; the states were already
   * checked (names overwritten) by the instance their client is on.
   */
  private appliedAwareness(data: Buffer): boolean {
    const [identifier, body] = (this['decodeMessage'] as (buffer: Buffer) => [string, Buffer]).call(this, data);
    const message = new IncomingMessage(body);
    const documentName = message.readVarString();
    if (message.readVarUint() !== MessageType.Awareness) return false;
    const document = this.instance.documents.get(documentName);
    if (identifier !== this.configuration.identifier && document) {
      applyAwarenessUpdate(document.awareness, message.readVarUint8Array(), this.redisTransactionOrigin);
    }
    return true;
  }

  override async onStoreDocument(): Promise<void> {}

  override async afterStoreDocument(): Promise<void> {}

  override async beforeBroadcastStateless(data: beforeBroadcastStatelessPayload): Promise<number> {
    return super.beforeBroadcastStateless(data).catch((error: unknown) => this.failed(error));
  }

  override async onAwarenessUpdate(payload: onAwarenessUpdatePayload): Promise<void> {
    const { documentName, document, awareness, added, updated, removed, transactionOrigin } = payload;
    if (fromRedis(transactionOrigin)) return;
    // Upstream coalesces these per event-loop turn and drops them if no client is connected here
    // by then: a departure (the client's own farewell or the server's removal as it leaves) is
    // sent at once instead.
    if (removed.length === 0 && (document?.connections.size ?? 0) > 0) return super.onAwarenessUpdate(payload);
    const message = new OutgoingMessage(documentName).createAwarenessUpdateMessage(awareness, [...added, ...updated, ...removed]);
    await this.publish(documentName, message.toUint8Array());
  }

  override async afterUnloadDocument(data: afterUnloadDocumentPayload): Promise<void> {
    // Documents still unloading after shutdown closed the connections: nothing to unsubscribe from.
    if (this.sub.status === 'end') return;
    await super.afterUnloadDocument(data);
  }

  /** Announces the state of every open document (a sync step 1), so that peers answer with what it lacks. */
  resync(): void {
    for (const document of this.instance.documents.values()) {
      const message = new OutgoingMessage(document.name).createSyncMessage().writeFirstSyncStepFor(document);
      void this.publish(document.name, message.toUint8Array());
    }
  }

  /** Publishes on the document's channel as upstream does; resolves to the number of receivers, 0 when it failed. */
  private publish(documentName: string, message: Uint8Array): Promise<number> {
    const channel = (this['pubKey'] as (name: string) => string).call(this, documentName);
    const encoded = (this['encodeMessage'] as (message: Uint8Array) => Buffer).call(this, message);
    return this.pub.publish(channel, encoded).catch((error: unknown) => this.failed(error));
  }

  /** The outage itself is logged once by the channel (redis-channel.ts); each lost message only at debug. */
  private failed(error: unknown): number {
    this.log.debug({ err: error }, 'co-editing could not relay a message through Redis');
    return 0;
  }
}
