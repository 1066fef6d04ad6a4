import type { SubscriptionTier } from '@shared/contract/auth';

/**
 * The plan a visitor picked on the public pricing page travels in the address (?plan=), through
 * sign-up, to the subscription screen. Only paid plans mean anything there: free needs no choosing.
 * A literal list, typed against the contract, rather than the contract's zod enum, so the sign-up
 * screen that reads it carries no extra code.
 */
export const PLAN_PARAM = 'plan';

const paidPlanIds = ['individual', 'family', 'enterprise'] as const satisfies readonly SubscriptionTier[];
export type PaidPlanId = (typeof paidPlanIds)[number];

/** For a line such as "Next, you set up your Family plan" before the plans have been fetched. */
export const PAID_PLAN_NAMES: Record<PaidPlanId, string> = { individual: 'Individual', family: 'Family', enterprise: 'Enterprise' };

const paidPlanIdList: readonly string[] = paidPlanIds;

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && paidPlanIdList.includes(value);
}

/** A paid plan's id from the raw ?plan= value, else null (absent, free or unknown). */
export function parsePlanParam(raw: string | null): PaidPlanId | null {
  return isPaidPlanId(raw) ? raw : null;
}

/** Where a new account goes after sign-up: straight on to its chosen paid plan, else the dashboard. */
export function pathAfterSignup(raw: string | null): string {
  const plan = parsePlanParam(raw);
  return plan ? `/subscription?${PLAN_PARAM}=${plan}` : '/dashboard';
}
