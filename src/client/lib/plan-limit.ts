import { planLimitResponse, type PlanLimitResponse } from '@shared/contract/subscriptions';

/** HTTP 402 Payment Required: what the server answers when a plan limit refuses a call. */
export const PLAN_LIMIT_STATUS = 402;

const PLAN_LIMIT_PREFIX = `${PLAN_LIMIT_STATUS}: `;

/**
 * The server's plan-limit answer carried by a failed request (`apiRequest`'s or the upload's
 * `ApiError`, whose message is `402: {body}`), or null for any other failure, so callers fall
 * back to their usual error toast.
 */
export function parsePlanLimit(error: unknown): PlanLimitResponse | null {
  if (!(error instanceof Error) || !error.message.startsWith(PLAN_LIMIT_PREFIX)) return null;
  if ('status' in error && error.status !== PLAN_LIMIT_STATUS) return null;
  let body: unknown;
  try {
    body = JSON.parse(error.message.slice(PLAN_LIMIT_PREFIX.length));
  } catch {
    return null;
  }
  const parsed = planLimitResponse.safeParse(body);
  return parsed.success ? parsed.data : null;
}
