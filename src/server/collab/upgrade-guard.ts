import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import { isSameOrigin } from '../plugins/origin-check.js';
import { findSession, SESSION_COOKIE } from '../plugins/session.js';
import { INCREMENT } from '../rate-limit/postgres-store.js';
import type { CollabContext } from './collab-context.js';

export const COLLAB_PATH = '/collab';
/** Issue 19's limit: more than this many connections a minute from one user are refused. */
export const CONNECTIONS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

export type UpgradeDecision = { accept: true; context: CollabContext } | { accept: false; status: number; reason: string };

/**
 * What is decided from the upgrade request alone, before a WebSocket exists: the path, the
 * page's origin (the HTTP API's same-origin rule: another site's page must not ride on the
 * cookie), the session, and the per-user rate of connections (counted in PostgreSQL, so every
 * instance counts against one limit).
 */
export async function guardUpgrade(
  deps: { db: Database; pool: pg.Pool; trustProxy: boolean },
  request: IncomingMessage,
): Promise<UpgradeDecision> {
  const path = (request.url ?? '').split('?')[0];
  if (path !== COLLAB_PATH) return { accept: false, status: 404, reason: 'Not found' };
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, protocolOf(request, deps.trustProxy), hostOf(request, deps.trustProxy))) {
    return { accept: false, status: 403, reason: 'Cross-origin request refused' };
  }
  const token = fastifyCookie.fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE] ?? null;
  const session = token ? await findSession(deps.db, token) : null;
  // Signed out, the connection is still opened so that the provider hears why it is refused
  // ("Please sign in"); it is counted by address instead.
  const rateKey = session ? `collab-connect|user:${session.user.id}` : `collab-connect|ip:${request.socket.remoteAddress ?? ''}`;
  const { rows } = await deps.pool.query<{ hits: number }>(INCREMENT, [rateKey, MINUTE_MS]);
  if ((rows[0]?.hits ?? 0) > CONNECTIONS_PER_MINUTE) {
    return { accept: false, status: 429, reason: `Too many connections: at most ${CONNECTIONS_PER_MINUTE} a minute. Try again in a minute.` };
  }
  return { accept: true, context: { session, sessionToken: session ? token : null } };
}

function firstForwarded(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

/** As Fastify's request.protocol: X-Forwarded-Proto counts only behind a trusted proxy. */
function protocolOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? firstForwarded(request.headers['x-forwarded-proto']) : undefined;
  if (forwarded) return forwarded;
  return 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
}

function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  return (trustProxy ? firstForwarded(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host ?? '';
}
