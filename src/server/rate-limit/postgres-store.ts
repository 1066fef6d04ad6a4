import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so that every app
 * instance behind a load balancer counts against the same limit (DESIGN.md: instances hold no
 * state). One upsert per request: a fixed window that starts on the first hit after the last one
 * expired.
 */

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result: Counter) => void;

/** Counts one hit on a key's fixed window and returns the count and the milliseconds left. */
export const INCREMENT = `
  INSERT INTO rate_limit_counters AS counter (key, hits, resets_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN counter.resets_at <= now() THEN 1 ELSE counter.hits + 1 END,
    resets_at = CASE WHEN counter.resets_at <= now() THEN EXCLUDED.resets_at ELSE counter.resets_at END
  RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (resets_at - now())) * 1000)::float8 AS ttl`;

const READ = `
  SELECT hits, GREATEST(0, EXTRACT(EPOCH FROM (resets_at - now())) * 1000)::float8 AS ttl
  FROM rate_limit_counters WHERE key = $1 AND resets_at > now()`;

interface Row {
  hits: number;
  ttl: number;
}

class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.run(INCREMENT, [this.namespace + key, timeWindow], callback);
  }

  read(key: string, callback: Callback): void {
    this.run(READ, [this.namespace + key], callback);
  }

  /** Each route counts on its own, as the plugin's in-memory store does. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // createRateLimit() asks for a child without a route; its callers namespace their own keys.
    const { method, url } = routeOptions as Partial<typeof routeOptions>;
    const route = url ? `${String(method)} ${url}|` : '';
    return new PostgresRateLimitStore(this.pool, this.namespace + route);
  }

  private run(sql: string, params: unknown[], callback: Callback): void {
    this.pool.query<Row>(sql, params).then(
      (result) => {
        const row = result.rows[0];
        callback(null, row ? { current: row.hits, ttl: Math.ceil(row.ttl) } : { current: 0, ttl: 0 });
      },
      (error: Error) => callback(error, { current: 0, ttl: 0 }),
    );
  }
}

/** The plugin instantiates its store itself; this hands it one bound to our pool. */
export function postgresRateLimitStore(pool: pg.Pool): FastifyRateLimitStoreCtor {
  return class extends PostgresRateLimitStore {
    constructor() {
      super(pool, '');
    }
  };
}

/** Expired counters are dead weight; any instance may sweep them now and then. */
export async function deleteExpiredCounters(pool: pg.Pool): Promise<void> {
  await pool.query('DELETE FROM rate_limit_counters WHERE resets_at <= now()');
}
