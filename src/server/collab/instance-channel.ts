import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Executor } from '../db/database.js';

/** The PostgreSQL channel instances tell each other about shared documents on (ADR 0040). */
export const COLLAB_CHANNEL = 'inkwise_collab';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; an awareness update larger than this is not relayed. */
const NOTIFY_PAYLOAD_MAX = 7900;
const RECONNECT_DELAY_MS = 1000;

/**
 * What instances say to each other. An update is sent as a pointer to its stored row (it may be
 * far larger than a NOTIFY allows); awareness (carets, who is here) is small and sent inline.
 * `from` is the sending instance, null for a change made outside any instance's editors (a REST
 * save), which every instance, the sender's included, applies.
 */
export type CollabNotice =
  | { kind: 'update'; from: string | null; documentId: number; seq: number }
  | { kind: 'awareness'; from: string; documentId: number; update: string };

/** Tells every instance (this one included) about a change; usable without a listening channel. */
export async function notifyInstances(db: Executor, notice: CollabNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  if (Buffer.byteLength(payload) > NOTIFY_PAYLOAD_MAX) return;
  await db.execute(sql`SELECT pg_notify(${COLLAB_CHANNEL}, ${payload})`);
}

/**
 * One LISTEN connection per instance, outside the pool (a pooled client is handed to other
 * queries). It reconnects after an error; notices sent meanwhile are lost, which costs only
 * latency for updates: a client's next sync step fetches what it misses from the instance it is on.
 */
export class InstanceChannel {
  readonly instanceId = randomUUID();
  private client: pg.Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Executor,
    private readonly pool: pg.Pool,
    private readonly onNotice: (notice: CollabNotice) => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
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

  publish(notice: CollabNotice): Promise<void> {
    return notifyInstances(this.db, notice);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private reconnect(failed: pg.Client): void {
    if (this.closed || this.client !== failed) return;
    this.client = null;
    failed.end().catch(() => undefined);
    this.scheduleStart();
  }

  private scheduleStart(): void {
    this.reconnectTimer = setTimeout(() => {
      this.start().catch((error: unknown) => {
        this.log.warn({ err: error }, 'co-editing channel could not reconnect');
        if (!this.closed) this.scheduleStart();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }
}

function parseNotice(payload: string): CollabNotice | null {
  try {
    const value = JSON.parse(payload) as CollabNotice;
    return typeof value === 'object' && value !== null && typeof value.documentId === 'number' ? value : null;
  } catch {
    return null;
  }
}
