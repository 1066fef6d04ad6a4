import { randomUUID } from 'node:crypto';
import type { Extension } from '@hocuspocus/server';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../db/database.js';
import { parseNotice, type CollabNotice, type InstanceChannel, type LiveEvent } from './instance-channel.js';

/** The PostgreSQL channel instances tell each other about shared documents on (ADR 0040). */
export const COLLAB_CHANNEL = 'inkwise_collab';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; an awareness update larger than this is not relayed. */
const NOTIFY_PAYLOAD_MAX = 7900;
const RECONNECT_DELAY_MS = 1000;

async function notifyInstances(db: Executor, notice: CollabNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX) return;
  await db.execute(sql`SELECT pg_notify(${COLLAB_CHANNEL}, ${payload})`);
}

/**
 * Instances share changes through LISTEN/NOTIFY: one LISTEN connection per instance, outside the
 * pool (a pooled client is handed to other queries). It reconnects after an error; notices sent
 * meanwhile are lost, which costs only latency for updates: a client's next sync step fetches
 * what it misses from the instance it is on.
 */
export class PostgresChannel implements InstanceChannel {
  readonly instanceId = randomUUID();
  readonly extensions: Extension[] = [];
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private onNotice: (notice: CollabNotice) => void = () => undefined;

  constructor(
    private readonly db: Executor,
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(onNotice: (notice: CollabNotice) => void): Promise<void> {
    this.onNotice = onNotice;
    await this.listen();
  }

  publishUpdate(documentId: number, seq: number): Promise<void> {
    return notifyInstances(this.db, { kind: 'update', from: this.instanceId, documentId, seq });
  }

  publishAwareness(documentId: number, update: Uint8Array): Promise<void> {
    return notifyInstances(this.db, { kind: 'awareness', from: this.instanceId, documentId, update: Buffer.from(update).toString('base64') });
  }

  publishReplacement(documentId: number, seq: number): Promise<void> {
    return notifyInstances(this.db, { kind: 'update', from: null, documentId, seq });
  }

  publishLive(event: LiveEvent): Promise<void> {
    return notifyInstances(this.db, { ...event, from: null }).catch((error: unknown) => {
      this.log.warn({ err: error, kind: event.kind }, 'co-editing could not announce a live event');
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (message) => {
      if (message.channel !== COLLAB_CHANNEL || !message.payload) return;
      const notice = parseNotice(message.payload);
      if (notice && notice.from !== this.instanceId) this.onNotice(notice);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'co-editing channel lost its connection');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${COLLAB_CHANNEL}`);
    this.client = client;
  }

  private reconnect(failed: pg.Client): void {
    if (this.closed || this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => undefined);
    this.scheduleListen();
  }

  private scheduleListen(): void {
    this.reconnectTimer = setTimeout(() => {
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: error }, 'co-editing channel could not reconnect');
        if (!this.closed) this.scheduleListen();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}
