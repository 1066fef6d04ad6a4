import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../shared/limits.js';
import { HttpError } from '../http-error.js';
import { apiKeyOf } from './api-key-auth.js';

/**
 * Idempotency-Key on POST (issue 17), as Stripe does it: the first request with a key runs and its
 * answer is kept for 24 hours; the same key with the same body gets that answer again (marked
 * `Idempotent-Replayed: true`) without running twice; with a different body, 422. A key whose
 * first request is still running answers 409. Server errors are not kept, so a retry can succeed.
 */
const KEEP_HOURS = 24;

/** Claims the key: inserted (or taken over when the kept answer is older than 24 h) means this request runs. */
const CLAIM = `
  INSERT INTO api_idempotency_keys AS kept (workspace_id, key, request_hash)
  VALUES ($1, $2, $3)
  ON CONFLICT (workspace_id, key) DO UPDATE
    SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL, created_at = now()
    WHERE kept.created_at < now() - make_interval(hours => ${KEEP_HOURS})
  RETURNING 1`;
const READ = `SELECT request_hash, status_code, response FROM api_idempotency_keys WHERE workspace_id = $1 AND key = $2`;
const STORE = `UPDATE api_idempotency_keys SET status_code = $3, response = $4 WHERE workspace_id = $1 AND key = $2 AND status_code IS NULL`;
const RELEASE = `DELETE FROM api_idempotency_keys WHERE workspace_id = $1 AND key = $2 AND status_code IS NULL`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, whose answer is to be kept. */
    idempotencyKey: string | null;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** preHandler of POST routes (after the body was validated): claim the key, or answer from what was kept. */
export async function applyIdempotencyKey(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers['idempotency-key'];
  if (header === undefined || request.method !== 'POST') return;
  const key = Array.isArray(header) ? header[0]! : header;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new HttpError(400, {
      error: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a UUID, for example).`,
      code: 'invalid_idempotency_key',
    });
  }
  const { workspaceId } = apiKeyOf(request);
  const hash = requestHash(request);
  const claimed = await pool.query(CLAIM, [workspaceId, key, hash]);
  if (claimed.rowCount === 1) {
    request.idempotencyKey = key;
    return;
  }
  const { rows } = await pool.query<{ request_hash: string; status_code: number | null; response: unknown }>(READ, [workspaceId, key]);
  const kept = rows[0];
  // Released between the two statements (its first request failed): this one may simply run again.
  if (!kept) return applyIdempotencyKey(pool, request, reply);
  if (kept.request_hash !== hash) {
    throw new HttpError(422, {
      error: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      code: 'idempotency_key_reused',
    });
  }
  if (kept.status_code === null) {
    throw new HttpError(409, { error: 'A request with this Idempotency-Key is still running. Try again in a moment.', code: 'idempotency_key_in_use' }, { 'retry-after': '1' });
  }
  return reply.code(kept.status_code).header('idempotent-replayed', 'true').send(kept.response);
}

/** onSend: keeps the answer of a request that claimed a key (not a server error: a retry may then succeed). */
export async function keepIdempotentAnswer(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  const key = request.idempotencyKey;
  if (!key || reply.statusCode >= 500 || typeof payload !== 'string') return;
  request.idempotencyKey = null;
  await pool.query(STORE, [apiKeyOf(request).workspaceId, key, reply.statusCode, payload]);
}

/** onResponse: a claimed key whose answer was not kept (a server error, a dropped connection) is released. */
export async function releaseIdempotencyKey(pool: pg.Pool, request: FastifyRequest): Promise<void> {
  const key = request.idempotencyKey;
  if (!key || !request.apiKey) return;
  request.idempotencyKey = null;
  await pool.query(RELEASE, [request.apiKey.workspaceId, key]);
}
