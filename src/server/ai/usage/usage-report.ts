import { sql } from 'drizzle-orm';
import type { AiRequestLogPage, AiRequestView, AiUsageReport, AiUsageTotals } from '../../../shared/contract/ai-usage-report.js';
import type { AiRequestOutcome } from '../../../shared/vocabulary.js';
import type { Database } from '../../db/database.js';
import { invalidField } from '../../http-error.js';

/** YYYY-MM of the current month, UTC: the months the plan's allowance counts by. */
export function currentUsageMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** The month's requests: from its first instant (UTC) to the next month's. */
const inMonth = (month: string) =>
  sql`r.started_at >= (${`${month}-01`}::date)::timestamp AT TIME ZONE 'UTC'
  AND r.started_at < ((${`${month}-01`}::date) + interval '1 month')::timestamp AT TIME ZONE 'UTC'`;

type TotalsRow = {
  requests: number;
  failed: number;
  prompt_tokens: number;
  completion_tokens: number;
  average_ms: number | null;
};

type ReportRow = TotalsRow & {
  /** Which grouping the row sums: 'all', 'person', 'action' or 'model'. */
  grouped_by: 'all' | 'person' | 'action' | 'model';
  user_id: number | null;
  name: string | null;
  email: string | null;
  action: string | null;
  model: string | null;
};

const totals = (row: TotalsRow): AiUsageTotals => ({
  requests: row.requests,
  failed: row.failed,
  promptTokens: row.prompt_tokens,
  completionTokens: row.completion_tokens,
  averageDurationMs: row.average_ms,
});

/**
 * A month of a workspace's AI requests summed four ways in one statement (GROUPING SETS): in all,
 * by person, by action and by model, each list busiest first. Tokens are summed over the requests
 * whose model reported them.
 */
export async function aiUsageReport(db: Database, workspaceId: number, month: string): Promise<AiUsageReport> {
  const { rows } = await db.execute<ReportRow>(sql`
    SELECT CASE grouping(r.user_id, r.action, r.model)
             WHEN 7 THEN 'all' WHEN 3 THEN 'person' WHEN 5 THEN 'action' ELSE 'model' END AS grouped_by,
           r.user_id, max(u.first_name || ' ' || u.last_name) AS name, max(u.email) AS email, r.action, r.model,
           count(*)::int AS requests,
           (count(*) FILTER (WHERE r.outcome = 'failed'))::int AS failed,
           coalesce(sum(r.prompt_tokens), 0)::int AS prompt_tokens,
           coalesce(sum(r.completion_tokens), 0)::int AS completion_tokens,
           round(avg(r.duration_ms))::int AS average_ms
    FROM ai_requests r LEFT JOIN users u ON u.id = r.user_id
    WHERE r.workspace_id = ${workspaceId} AND ${inMonth(month)}
    GROUP BY GROUPING SETS ((), (r.user_id), (r.action), (r.model))
    ORDER BY count(*) DESC, name, r.action, r.model`);
  const all = rows.find((row) => row.grouped_by === 'all');
  const of = (grouping: ReportRow['grouped_by']) => rows.filter((row) => row.grouped_by === grouping);
  return {
    month,
    totals: all ? totals(all) : { requests: 0, failed: 0, promptTokens: 0, completionTokens: 0, averageDurationMs: null },
    byPerson: of('person').map((row) => ({ ...totals(row), userId: row.user_id, name: row.name, email: row.email })),
    byAction: of('action').map((row) => ({ ...totals(row), action: row.action ?? '' })),
    byModel: of('model').map((row) => ({ ...totals(row), model: row.model ?? '' })),
  };
}

type RequestRow = {
  id: number;
  started_at: Date;
  user_id: number | null;
  name: string | null;
  email: string | null;
  action: string;
  model: string;
  outcome: AiRequestOutcome;
  failure: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  duration_ms: number | null;
};

function present(row: RequestRow): AiRequestView {
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    userId: row.user_id,
    name: row.name,
    email: row.email,
    action: row.action,
    model: row.model,
    outcome: row.outcome,
    failure: row.failure,
    promptTokens: row.prompt_tokens,
    completionTokens: row.completion_tokens,
    durationMs: row.duration_ms,
  };
}

/**
 * One page of a month's requests, newest first. Ids grow with time, so paging by id never skips
 * or repeats one; the cursor is the last id seen (opaque to clients).
 */
export async function listAiRequests(db: Database, query: { workspaceId: number; month: string; limit: number; cursor?: string | undefined }): Promise<AiRequestLogPage> {
  const before = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const { rows } = await db.execute<RequestRow>(sql`
    SELECT r.id, r.started_at, r.user_id, u.first_name || ' ' || u.last_name AS name, u.email, r.action, r.model,
           r.outcome, r.failure, r.prompt_tokens, r.completion_tokens, r.duration_ms
    FROM ai_requests r LEFT JOIN users u ON u.id = r.user_id
    WHERE r.workspace_id = ${query.workspaceId} AND ${inMonth(query.month)} ${before === null ? sql`` : sql`AND r.id < ${before}`}
    ORDER BY r.id DESC
    LIMIT ${query.limit + 1}`);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { requests: page.map(present), nextCursor: rows.length > query.limit && last ? encodeCursor(last.id) : null };
}

function encodeCursor(id: number): string {
  return Buffer.from(`ai-request:${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^ai-request:([0-9]{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw invalidField('cursor', 'cursor is not one this list gave: pass nextCursor as it came');
  return Number(match[1]);
}
