import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { SubscriptionTier } from '../../shared/contract/auth.js';
import type { ApiKeyScope } from '../../shared/vocabulary.js';
import { hashApiKey, looksLikeApiKey } from '../api-keys/api-key-token.js';
import type { WorkspaceRole } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/** Who a public API request acts for: the key's workspace, as the key's creator with their current role. */
export interface ApiKeyContext {
  keyId: number;
  workspaceId: number;
  userId: number;
  role: WorkspaceRole;
  scopes: readonly ApiKeyScope[];
  /** The workspace owner's plan, whose limits the request counts against. */
  tier: SubscriptionTier;
  isMasterAccount: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api/v1 requests by the bearer key; null everywhere else. */
    apiKey: ApiKeyContext | null;
  }
}

/**
 * One query per request, by the key's hash: the key, its creator's membership (a creator who left
 * the workspace takes the key's access along) and standing (a suspended creator's keys stop), and the plan of the workspace's owner. Revocation
 * and expiry are read here each time, so they hold at once on every instance.
 */
const FIND_KEY = `
  SELECT k.id, k.workspace_id, k.user_id, k.scopes, k.revoked_at, k.expires_at,
         k.expires_at IS NOT NULL AND k.expires_at <= now() AS expired,
         k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute' AS stale,
         m.role, owner.subscription_tier, owner.is_master_account, creator.suspended_at IS NOT NULL AS suspended
  FROM api_keys k
  JOIN workspace_members m ON m.workspace_id = k.workspace_id AND m.user_id = k.user_id
  JOIN users creator ON creator.id = k.user_id
  CROSS JOIN LATERAL (
    SELECT u.subscription_tier, u.is_master_account
    FROM workspace_members wm JOIN users u ON u.id = wm.user_id
    WHERE wm.workspace_id = k.workspace_id AND wm.role = 'owner'
    ORDER BY wm.created_at LIMIT 1
  ) owner
  WHERE k.token_hash = $1`;

/** "Last used" is a day-to-day figure: written at most once a minute per key, not on every request. */
const TOUCH_KEY = `UPDATE api_keys SET last_used_at = now() WHERE id = $1`;

interface KeyRow {
  id: number;
  workspace_id: number;
  user_id: number;
  scopes: ApiKeyScope[];
  revoked_at: Date | null;
  expires_at: Date | null;
  expired: boolean;
  stale: boolean;
  role: WorkspaceRole;
  subscription_tier: SubscriptionTier;
  is_master_account: boolean;
  suspended: boolean;
}

const unauthorized = (error: string) => new HttpError(401, { error, code: 'unauthorized' }, { 'www-authenticate': 'Bearer realm="Inkwise API"' });

/** The bearer token of `Authorization: Bearer <key>`, or why there is none. */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Send your API key as "Authorization: Bearer <key>". Create one in Settings → API keys.');
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <key>".');
  return match[1]!;
}

/** The key behind a request's Authorization header; 401 with WWW-Authenticate when there is none that works. */
export async function authenticateApiKey(pool: pg.Pool, request: FastifyRequest): Promise<ApiKeyContext> {
  const token = bearerToken(request);
  if (!looksLikeApiKey(token)) throw unauthorized('This is not an Inkwise API key.');
  // Prepared by name once per connection: planning the join cost more than running it.
  const { rows } = await pool.query<KeyRow>({ name: 'find_api_key', text: FIND_KEY, values: [hashApiKey(token)] });
  const row = rows[0];
  if (!row) throw unauthorized('This API key is not valid.');
  if (row.revoked_at) throw unauthorized('This API key has been revoked.');
  // Read each time, like revocation: reactivating the account brings its keys back (ADR 0039).
  if (row.suspended) throw unauthorized('The account this API key belongs to is suspended.');
  if (row.expired) throw unauthorized(`This API key expired on ${row.expires_at!.toISOString().slice(0, 10)}.`);
  if (row.stale) {
    pool.query(TOUCH_KEY, [row.id]).catch((error: unknown) => request.log.warn({ err: error }, 'could not record when an API key was last used'));
  }
  return {
    keyId: row.id,
    workspaceId: row.workspace_id,
    userId: row.user_id,
    role: row.role,
    scopes: row.scopes,
    tier: row.subscription_tier,
    isMasterAccount: row.is_master_account,
  };
}

/** The API key of a route inside the v1 scope (set by its onRequest hook). */
export function apiKeyOf(request: FastifyRequest): ApiKeyContext {
  if (!request.apiKey) throw unauthorized('Send your API key as "Authorization: Bearer <key>".');
  return request.apiKey;
}

/** 403 unless the key has the scope the route needs. */
export function requireScope(context: ApiKeyContext, scope: ApiKeyScope): void {
  if (!context.scopes.includes(scope)) {
    throw new HttpError(403, { error: `This API key does not have the "${scope}" scope. Create a key with it in Settings → API keys.`, code: 'insufficient_scope' });
  }
}
