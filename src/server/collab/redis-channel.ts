import { randomUUID } from 'node:crypto';
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { Redis as RedisClient } from 'ioredis';
import { parseNotice, type CollabNotice, type InstanceChannel, type LiveEvent } from './instance-channel.js';
import { CollabRedisExtension } from './redis-extension.js';

/** The Redis channel saves made outside the editors, and live events (ADR 0046), are announced on. */
export const NOTICE_CHANNEL = 'inkwise:collab:notices';
/** Hocuspocus' Redis extension uses one channel per open document, named from this and the document's id. */
const DOCUMENT_CHANNEL_PREFIX = 'inkwise:collab:document';

/**
 * Instances share changes through Redis (REDIS_URL): Hocuspocus' Redis extension relays updates
 * and awareness between the instances that have a document open; a save made outside the editors
 * (REST, a version restore, the public API) is announced on a channel of its own as a pointer to
 * its stored row, which every instance applies like a LISTEN/NOTIFY notice. Three connections per
 * instance: the extension's publisher and subscriber, and the notices' subscriber. ioredis
 * reconnects by itself, and resubscribes; an outage is logged once, and on return every open
 * document is announced again so that instances catch up at once.
 */
export class RedisChannel implements InstanceChannel {
  readonly instanceId = randomUUID();
  readonly extensions: Extension[];
  private readonly extension: CollabRedisExtension;
  private readonly notices: RedisClient;
  private readonly clients: RedisClient[] = [];
  /** The first connection error before start() saw the clients ready: the reason start() gives. */
  private startError: Error | undefined;

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // The clients connect at once (the extension subscribes as it is built); start() waits for them.
    const connect = () => {
      const client = new RedisClient(url);
      client.on('error', this.rememberStartError);
      this.clients.push(client);
      return client;
    };
    this.extension = new CollabRedisExtension({ createClient: connect, identifier: this.instanceId, prefix: DOCUMENT_CHANNEL_PREFIX }, log);
    this.notices = connect();
    this.extensions = [this.extension];
  }

  async start(onNotice: (notice: CollabNotice) => void): Promise<void> {
    try {
      await Promise.all(this.clients.map((client) => this.ready(client)));
      await this.notices.subscribe(NOTICE_CHANNEL);
    } catch (error) {
      for (const client of this.clients) client.disconnect();
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not connect to Redis at REDIS_URL (${redisAddress(this.url)}): ${reason}`, { cause: error });
    }
    for (const client of this.clients) client.off('error', this.rememberStartError);
    this.notices.on('message', (channel: string, payload: string) => {
      const notice = channel === NOTICE_CHANNEL ? parseNotice(payload) : null;
      if (notice && notice.from !== this.instanceId) onNotice(notice);
    });
    for (const client of this.clients) this.reportOutages(client);
  }

  /** The extension relays it, from the change applied to the document. */
  async publishUpdate(): Promise<void> {}

  /** The extension relays it, from the awareness of the document. */
  async publishAwareness(): Promise<void> {}

  async publishReplacement(documentId: number, seq: number): Promise<void> {
    this.announce({ kind: 'update', from: null, documentId, seq });
  }

  async publishLive(event: LiveEvent): Promise<void> {
    this.announce({ ...event, from: null });
  }

  /**
   * On the notices' channel, which every instance (this one too) subscribes to. Not awaited: during
   * an outage ioredis holds the command until Redis is back (or gives up, logged), and the request
   * that announces it must not wait for that.
   */
  private announce(notice: CollabNotice): void {
    this.extension.pub.publish(NOTICE_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      this.log.warn({ err: error, kind: notice.kind }, 'co-editing could not announce a change through Redis');
    });
  }

  async close(): Promise<void> {
    for (const client of this.clients) client.disconnect();
  }

  private readonly rememberStartError = (error: Error) => {
    this.startError ??= error;
  };

  /** Resolves once the client is ready; rejects at its first connection error instead of retrying. */
  private ready(client: RedisClient): Promise<void> {
    if (client.status === 'ready') return Promise.resolve();
    if (this.startError) return Promise.reject(this.startError);
    return new Promise((resolve, reject) => {
      const onReady = () => {
        client.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        client.off('ready', onReady);
        reject(error);
      };
      client.once('ready', onReady);
      client.once('error', onError);
    });
  }

  private reportOutages(client: RedisClient): void {
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.log.warn({ err: error }, 'co-editing lost its Redis connection: reconnecting; other instances miss changes until it is back');
    };
    client.on('error', onLost);
    client.on('reconnecting', () => onLost());
    client.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.log.info('co-editing Redis connection is back');
      if (client === this.extension.sub) this.resyncOnceSubscribed();
    });
  }

  /**
   * Announces every open document again once this instance listens to them again. ioredis says
   * 'ready' before it subscribes again to the channels it had (it sends the subscriptions right
   * after): announced at once, the other instances' answers could be published before this
   * instance listens, and be lost. A PING sent after those subscriptions is answered after them
   * (one connection answers in order).
   */
  private resyncOnceSubscribed(): void {
    const { sub } = this.extension;
    process.nextTick(() => {
      sub.ping().then(
        () => this.extension.resync(),
        (error: unknown) => this.log.debug({ err: error }, 'co-editing could not announce its documents after Redis came back'),
      );
    });
  }
}

/** Host and port of a Redis URL, for messages: never its password. */
function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'an invalid URL';
  }
}
