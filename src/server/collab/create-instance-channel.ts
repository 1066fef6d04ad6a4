import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import type { InstanceChannel } from './instance-channel.js';
import { PostgresChannel } from './postgres-channel.js';
import { RedisChannel } from './redis-channel.js';

export interface InstanceChannelOptions {
  db: Database;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** REDIS_URL; LISTEN/NOTIFY when absent. */
  redisUrl?: string;
}

/** The Redis channel when REDIS_URL is set, else LISTEN/NOTIFY (ADR 0040); started by the co-editing server. */
export function createInstanceChannel(options: InstanceChannelOptions): InstanceChannel {
  return options.redisUrl ? new RedisChannel(options.redisUrl, options.log) : new PostgresChannel(options.db, options.pool, options.log);
}
