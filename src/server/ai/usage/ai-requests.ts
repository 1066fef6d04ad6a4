import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { SubscriptionTier } from '../../../shared/contract/auth.js';
import { AI_CONCURRENT_REQUESTS_PER_WORKSPACE } from '../../../shared/limits.js';
import type { AiRequestOutcome } from '../../../shared/vocabulary.js';
import { aiSuggestionsUsedError } from '../../billing/plan-limits.js';
import { limitsOf, PLANS } from '../../billing/plans.js';
import { poolOf, type Database } from '../../db/database.js';
import { aiRequests } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { SIGN_IN_MESSAGE } from '../../plugins/session.js';
import type { TokenUsage } from '../provider/chat-model.js';
import { aiNotConfigured } from '../ai-not-configured.js';

/**
 * No AI request runs longer than this (the route stops it). A row still running after it belongs
 * to an instance that died mid-request: it no longer holds one of the workspace's places.
 */
export const AI_REQUEST_MAX_MS = 5 * 60_000;
/** How long a refused caller is asked to wait: streams take seconds, not minutes. */
const RETRY_AFTER_SECONDS = 5;

interface UsageRow {
  subscription_tier: SubscriptionTier | null;
  is_master_account: boolean | null;
  used: number;
  running: number;
}

/**
 * A workspace's AI requests and its owner's plan (ADR 0009: usage counts against the owner's), in
 * one statement: this month's requests that count towards the plan (failed ones do not) and those
 * running now (started within `runningWindowMs` and not finished). The month starts at midnight
 * UTC, as startOfMonth says. Written by hand for startAiRequest's single round trip, which takes
 * no parameters: the integers are written in, checked first.
 */
function usageStatement(workspace: SqlExpression, runningWindowMs: number): string {
  if (!Number.isSafeInteger(runningWindowMs)) throw new Error('windows are integers');
  return `WITH bounds AS (
  SELECT date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS month_start,
         now() - make_interval(secs => ${runningWindowMs / 1000}) AS running_since
)
SELECT owner.subscription_tier, owner.is_master_account,
       (count(*) FILTER (WHERE r.started_at >= bounds.month_start AND r.outcome <> 'failed'))::int AS used,
       (count(*) FILTER (WHERE r.finished_at IS NULL AND r.started_at > bounds.running_since))::int AS running
FROM bounds
LEFT JOIN ai_requests r ON r.workspace_id = ${workspace} AND r.started_at >= least(bounds.month_start, bounds.running_since)
LEFT JOIN LATERAL (
  SELECT u.subscription_tier, u.is_master_account FROM workspace_members m JOIN users u ON u.id = m.user_id
  WHERE m.workspace_id = ${workspace} AND m.role = 'owner' ORDER BY m.created_at LIMIT 1
) owner ON true
GROUP BY owner.subscription_tier, owner.is_master_account`;
}

/** SQL written into a statement: an integer checked first, or a scalar subquery of this module's own. */
type SqlExpression = string & { readonly writtenIntoSql: unique symbol };

function integer(value: number): SqlExpression {
  if (!Number.isSafeInteger(value)) throw new Error('ids are integers');
  return String(value) as SqlExpression;
}

/**
 * Who a request is recorded for: a workspace and user known already (the public API's key, a
 * client's voice), or the session a cookie's token signs in, read in the record's own statements
 * so that POST /api/ai/write need not wait for the session before recording (its route reads the
 * session beside the record and takes the record back when the session is refused; ADR 0026's
 * last addendum). Only an unexpired session's workspace and user are read here; every other check of
 * the session (the account, the membership, two-factor) is the route's, from the same lookup as
 * every other route's.
 */
export type Asker = { workspaceId: number; userId: number } | { sessionTokenHash: string };

interface AskerSql {
  /** The workspace to lock, in the lock's own statement. */
  lockedWorkspace: SqlExpression;
  /** A CTE put first in the record's `WITH`, or nothing. */
  with: string;
  workspace: SqlExpression;
  user: SqlExpression;
  /** Extra tables for the record's `FROM`: none, or the asker's row (none when no session). */
  from: string;
}

function askerSql(asker: Asker, escape: (text: string) => string): AskerSql {
  if ('workspaceId' in asker) {
    const workspace = integer(asker.workspaceId);
    return { lockedWorkspace: workspace, with: '', workspace, user: integer(asker.userId), from: '' };
  }
  if (!/^[0-9a-f]{64}$/.test(asker.sessionTokenHash)) throw new Error('a session token hash is 64 hexadecimal digits');
  const session = `SELECT workspace_id, user_id FROM sessions WHERE token_hash = ${escape(asker.sessionTokenHash)} AND expires_at > now()`;
  return {
    lockedWorkspace: `(SELECT workspace_id FROM (${session}) asker)` as SqlExpression,
    with: `asker AS (${session}),\n`,
    workspace: '(SELECT workspace_id FROM asker)' as SqlExpression,
    user: 'asker.user_id' as SqlExpression,
    from: ', asker',
  };
}

/** recordStatement's answer: the checks' outcome, and the new request's id when both passed. */
interface RecordRow {
  subscription_tier: SubscriptionTier | null;
  within_allowance: boolean;
  has_room: boolean;
  has_model: boolean;
  id: number | null;
}

/**
 * The model a request is recorded under: a name already known, or the one the workspace will be
 * answered by — its own (Settings → AI; the fast one for short tasks) when it has one, else the
 * server's, else none — read in the record's own statement, so that the record need not wait for
 * the settings to be read first (docs/benchmarks.md, "AI streaming"). The rule is
 * createWorkspaceModels's; the caller names the model it used when the request ends
 * (finishAiRequest), which settles a change of settings between the two reads.
 */
export type RecordedModel = string | { fast: boolean; serverModel: { model: string; fastModel: string } | undefined };

function modelExpression(workspace: SqlExpression, model: RecordedModel, escape: (text: string) => string): string {
  if (typeof model === 'string') return escape(model);
  const server = model.serverModel ? escape(model.fast ? model.serverModel.fastModel : model.serverModel.model) : 'NULL::text';
  const own = model.fast ? 'coalesce(s.fast_model, s.model)' : 's.model';
  return `coalesce((SELECT ${own} FROM workspace_ai_settings s WHERE s.workspace_id = ${workspace}), ${server})`;
}

const ownerOf = (row: UsageRow) =>
  row.subscription_tier === null ? null : { subscriptionTier: row.subscription_tier, isMasterAccount: row.is_master_account === true };

/**
 * Whether a workspace may start another request this month, as SQL over usageStatement's row:
 * no owner or the master account, no limit (limitsOf); otherwise fewer counted than the owner's
 * plan includes, each plan's figure written in from PLANS. The one place this is decided:
 * aiSuggestionsUsedError only words it.
 */
function withinMonthlyAllowance(usage: string): string {
  const limits = PLANS.map((plan) => {
    if (!/^[a-z]+$/.test(plan.id) || !Number.isSafeInteger(plan.limits.aiSuggestionsPerMonth)) throw new Error(`plan ${plan.id} cannot be written into SQL`);
    return `WHEN '${plan.id}' THEN ${plan.limits.aiSuggestionsPerMonth}`;
  });
  return `(${usage}.subscription_tier IS NULL OR ${usage}.is_master_account OR ${usage}.used < CASE ${usage}.subscription_tier ${limits.join(' ')} END)`;
}

/**
 * The whole record in one round trip (a simple query of several statements): opens a
 * transaction that commits without waiting for the disk, as the public API's counters do (a
 * record lost in a crash is one AI request not counted; docs/benchmarks.md: the wait was most of
 * the request's overhead); takes the workspace row's lock; then, in a statement of its own, which
 * sees every request committed while it waited for the lock, counts, decides both checks, names
 * the model (modelExpression) and inserts the request only if both pass and there is a model to
 * name; commits. The checks' answers, with the new id or null, are the result before the COMMIT's:
 * no row when the asker is a session that signs nobody in (askerSql).
 */
function recordStatement(request: RecordRequest, escape: (text: string) => string): string {
  const asker = askerSql(request.asker, escape);
  return `BEGIN; SET LOCAL synchronous_commit = off;
SELECT id FROM workspaces WHERE id = ${asker.lockedWorkspace} FOR NO KEY UPDATE;
WITH ${asker.with}usage AS (${usageStatement(asker.workspace, AI_REQUEST_MAX_MS)}),
chosen AS (SELECT ${modelExpression(asker.workspace, request.model, escape)} AS model),
checked AS (
  SELECT usage.subscription_tier, ${withinMonthlyAllowance('usage')} AS within_allowance,
         usage.running < ${AI_CONCURRENT_REQUESTS_PER_WORKSPACE} AS has_room,
         chosen.model IS NOT NULL AS has_model, chosen.model
  FROM usage, chosen
),
inserted AS (
  INSERT INTO ai_requests (workspace_id, user_id, action, model)
  SELECT ${asker.workspace}, ${asker.user}, ${escape(request.action)}, checked.model FROM checked${asker.from}
  WHERE checked.within_allowance AND checked.has_room AND checked.has_model
  RETURNING id
)
SELECT checked.subscription_tier, checked.within_allowance, checked.has_room, checked.has_model, (SELECT id FROM inserted) AS id FROM checked${asker.from};
COMMIT`;
}

interface RecordRequest {
  asker: Asker;
  action: string;
  model: RecordedModel;
}

/** This month's AI requests that count, and the plan's allowance; null: unlimited. */
export async function aiAllowance(db: Database, workspaceId: number): Promise<{ used: number; limit: number | null }> {
  const { rows } = await poolOf(db).query<UsageRow>(usageStatement(integer(workspaceId), 0));
  const row = rows[0]!;
  const owner = ownerOf(row);
  return { used: row.used, limit: (owner && limitsOf(owner)?.aiSuggestionsPerMonth) ?? null };
}

/**
 * Records an AI request as it starts, after checking the plan's monthly allowance (402) and the
 * workspace's running requests (429 with Retry-After). Both checks and the insert run under the
 * workspace row lock, so they hold across concurrent requests and across instances; one round
 * trip (recordStatement).
 */
export async function startAiRequest(db: Database, request: RecordRequest): Promise<number> {
  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  let results: Array<pg.QueryResult<RecordRow>>;
  try {
    results = (await client.query(recordStatement(request, (text) => client.escapeLiteral(text)))) as unknown as typeof results;
  } catch (error) {
    // A failed statement leaves the transaction aborted: it is rolled back before the connection
    // goes back to the pool (a connection that cannot is discarded).
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
  const row = results.at(-2)!.rows[0];
  // A session that signs nobody in (any other asker always has its row): the route has refused it already.
  if (!row) throw new HttpError(401, { error: SIGN_IN_MESSAGE });
  if (row.id !== null) return row.id;
  // No model to record it under: the workspace has none and the server neither (the caller says so first).
  if (!row.has_model) throw aiNotConfigured();
  // Not within the allowance implies an owner on a plan (withinMonthlyAllowance).
  if (!row.within_allowance && row.subscription_tier !== null) throw aiSuggestionsUsedError(row.subscription_tier);
  throw new HttpError(
    429,
    { error: `Your workspace already has ${AI_CONCURRENT_REQUESTS_PER_WORKSPACE} AI requests running. Try again when one has finished.` },
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
}

/** How a request ended: no text, only what the usage view needs. */
export async function finishAiRequest(
  db: Database,
  id: number,
  result: {
    outcome: Exclude<AiRequestOutcome, 'running'>;
    failure?: string;
    usage: TokenUsage | null;
    durationMs: number;
    /** The model that answered, when the record named the one the settings would choose (RecordedModel). */
    model?: string;
  },
): Promise<void> {
  await db
    .update(aiRequests)
    .set({
      ...(result.model === undefined ? {} : { model: result.model }),
      outcome: result.outcome,
      failure: result.failure ?? null,
      promptTokens: result.usage?.promptTokens ?? null,
      completionTokens: result.usage?.completionTokens ?? null,
      durationMs: Math.round(result.durationMs),
      finishedAt: sql`now()`,
    })
    .where(eq(aiRequests.id, id));
}

/**
 * Takes back a request recorded side by side with reading what it needs (POST /api/ai/write),
 * when that reading refused it (an id of another workspace, no model): a refused request is not
 * one the workspace made.
 */
export async function discardAiRequest(db: Database, id: number): Promise<void> {
  await db.delete(aiRequests).where(eq(aiRequests.id, id));
}
