// Relative, not '@/lib/…': the unit tests run without Vite's path alias.
import { PLAN_PARAM, type PaidPlanId } from '../../../lib/plan-param.js';

/**
 * Where a self-serve plan's button goes: a visitor signs up with the plan chosen; someone already
 * signed in goes straight to the subscription screen with it.
 */
export function selfServePlanHref(plan: Extract<PaidPlanId, 'individual' | 'family'>, signedIn: boolean): string {
  return `${signedIn ? '/subscription' : '/signup'}?${PLAN_PARAM}=${plan}`;
}
