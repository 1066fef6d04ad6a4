import { randomUUID } from 'node:crypto';
import type { Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import { Redis as RedisClient } from 'ioredis';
import { parseNotice, type CollabNotice, type InstanceChannel } from './instance-channel.js';
import { CollabRedisExtension } from './redis-extension.js';

/** The Redis channel saves made outside the editors are announced on. */
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

  constructor(
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    const connect = () => new RedisClient(url, { lazyConnect: true });
    this.extension = new CollabRedisExtension({ createClient: connect, identifier: this.instanceId, prefix: DOCUMENT_CHANNEL_PREFIX }, log);
    this.notices = connect();
    this.extensions = [this.extension];
  }

  async start(onNotice: (notice: CollabNotice) => void): Promise<void> {
    const clients = [this.extension.pub, this.extension.sub, this.notices] as RedisClient[];
    // A refused connection rejects connect() only with "Connection is closed"; the reason comes as an event.
    let reason: Error | undefined;
    const remember = (error: Error) => {
      reason ??= error;
    };
    for (const client of clients) client.on('error', remember);
    try {
      await Promise.all(clients.map((client) => client.connect()));
      await this.notices.subscribe(NOTICE_CHANNEL);
    } catch (error) {
      for (const client of clients) client.disconnect();
      const message = (reason ?? (error instanceof Error ? error : new Error(String(error)))).message;
      throw new Error(`Could not connect to Redis at REDIS_URL (${redisAddress(this.url)}): ${message}`);
    }
    for (const client of clients) client.off('error', remember);
    this.notices.on('message', (channel: string, payload: string) => {
      const notice = channel === NOTICE_CHANNEL ? parseNotice(payload) : null;
      if (notice && notice.from !== this.instanceId) onNotice(notice);
    });
    for (const client of clients) this.reportOutages(client);
  }

  /** The extension relays it, from the change applied to the document. */
  async publishUpdate(): Promise<void> {}

  /** The extension relays it, from the awareness of the document. */
  async publishAwareness(): Promise<void> {}

  async publishReplacement(documentId: number, seq: number): Promise<void> {
    const notice: CollabNotice = { kind: 'update', from: null, documentId, seq };
    // Not awaited: during an outage ioredis holds the command until Redis is back (or gives up,
    // logged), and the save that announces it must not wait for that.
    this.extension.pub.publish(NOTICE_CHANNEL, JSON.stringify(notice)).catch((error: unknown) => {
      this.log.warn({ err: error, documentId }, 'co-editing could not announce a saved change through Redis');
    });
  }

  async close(): Promise<void> {
    this.notices.disconnect();
    this.extension.pub.disconnect();
    this.extension.sub.disconnect();
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
      if (client === this.extension.sub) this.extension.resync();
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
