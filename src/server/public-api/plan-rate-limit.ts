import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import { API_RATE_LIMITS, RATE_LIMIT_HEADERS } from '../../shared/contract/public-api/rate-limits.js';
import type { ApiRateWindow } from '../../shared/vocabulary.js';
import { HttpError } from '../http-error.js';
import type { ApiKeyContext } from './api-key-auth.js';

/**
 * Counts one request in both of the workspace's windows (the clock hour and the calendar month,
 * UTC) in one statement, so instances sharing the database agree. A counter from an earlier
 * window starts again at 1. Requests over the limit count too: a client that keeps retrying
 * does not get a free pass.
 */
const countRequest = (workspaceId: number) => `
  INSERT INTO api_rate_counters AS counter (workspace_id, "window", starts_at, hits)
  VALUES (${workspaceId}, 'hour', date_trunc('hour', now()), 1),
         (${workspaceId}, 'month', date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1)
  ON CONFLICT (workspace_id, "window") DO UPDATE SET
    hits = CASE WHEN counter.starts_at = EXCLUDED.starts_at THEN counter.hits + 1 ELSE 1 END,
    starts_at = EXCLUDED.starts_at
  RETURNING "window", hits, starts_at`;

/**
 * Every request of a workspace updates the same two rows, so each waits for the one before it to
 * commit; waiting for the commit to reach the disk as well made counting cost more than the rest
 * of a read (bench/public-api.bench.ts). A count lost in a crash costs a client one free request,
 * so this statement alone commits without waiting for the disk. One round trip: the workspace id
 * is an integer from our own database, written into the text because a multi-statement query
 * takes no parameters.
 */
function countingStatement(workspaceId: number): string {
  if (!Number.isInteger(workspaceId)) throw new Error('workspace ids are integers');
  // The statements of one simple query run as one implicit transaction, which SET LOCAL lasts for;
  // an error rolls it back and leaves the connection clean (no explicit BEGIN to be left open).
  return `SET LOCAL synchronous_commit = off; ${countRequest(workspaceId)}`;
}

interface CounterRow {
  window: ApiRateWindow;
  hits: number;
  starts_at: Date;
}

function windowEnd(window: ApiRateWindow, startsAt: Date): Date {
  if (window === 'hour') return new Date(startsAt.getTime() + 60 * 60 * 1000);
  return new Date(Date.UTC(startsAt.getUTCFullYear(), startsAt.getUTCMonth() + 1, 1));
}

const PLAN_NAMES = { free: 'Free', individual: 'Individual', family: 'Family', enterprise: 'Enterprise' } as const;

/**
 * Counts the request against the plan's API limits and says so in the X-RateLimit-* headers of
 * the answer (the window closest to its limit); over a limit, 429 with Retry-After and which
 * limit. Unlimited plans (Enterprise, the master account) are not counted and carry no headers.
 */
export async function countApiRequest(pool: pg.Pool, context: ApiKeyContext, reply: FastifyReply): Promise<void> {
  const limits = context.isMasterAccount ? null : API_RATE_LIMITS[context.tier];
  if (!limits) return;
  const results = (await pool.query(countingStatement(context.workspaceId))) as unknown as Array<pg.QueryResult<CounterRow>>;
  const rows = results.find((result) => result.command === 'INSERT')!.rows;
  const windows = rows.map((row) => {
    const limit = row.window === 'hour' ? limits.perHour : limits.perMonth;
    return { window: row.window, limit, hits: row.hits, resetsAt: windowEnd(row.window, row.starts_at) };
  });
  // The window with the fewest requests left is the one a client must watch (the hour's, until the month runs low).
  const binding = windows.reduce((closest, candidate) => (candidate.limit - candidate.hits < closest.limit - closest.hits ? candidate : closest));
  reply.header(RATE_LIMIT_HEADERS.limit, String(binding.limit));
  reply.header(RATE_LIMIT_HEADERS.remaining, String(Math.max(0, binding.limit - binding.hits)));
  reply.header(RATE_LIMIT_HEADERS.reset, String(Math.ceil(binding.resetsAt.getTime() / 1000)));
  reply.header(RATE_LIMIT_HEADERS.window, binding.window);

  const over = windows.find((window) => window.hits > window.limit);
  if (over) {
    const retryAfter = Math.max(1, Math.ceil((over.resetsAt.getTime() - Date.now()) / 1000));
    throw new HttpError(
      429,
      {
        error: `Your ${PLAN_NAMES[context.tier]} plan allows ${over.limit.toLocaleString('en-US')} API requests per ${over.window}, and this ${over.window}'s are used. Try again after ${over.resetsAt.toISOString()}, or upgrade your plan.`,
        code: 'rate_limited',
        limit: over.window === 'hour' ? 'requests_per_hour' : 'requests_per_month',
      },
      { 'retry-after': String(retryAfter) },
    );
  }
}

