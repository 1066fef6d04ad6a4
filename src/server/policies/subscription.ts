import type { WorkspaceRole } from '../db/schema.js';
import { isOwner } from './roles.js';

/**
 * Who may do what with a subscription: pure predicates over the signed-in user and the record,
 * checked by routes before they call a service (as outline's server/policies). A plan belongs to
 * a person, the workspace's owner, whose plan the workspace runs on.
 */
interface Viewer {
  id: number;
  isMasterAccount: boolean;
}

/** One's own plan; any account's for the administrator (the master account). */
export function canViewSubscription(viewer: Viewer, ownerId: number): boolean {
  return viewer.id === ownerId || viewer.isMasterAccount;
}

/** Only one's own account is subscribed: nobody pays for, or changes, another's plan. */
export function canSubscribe(viewer: Viewer, forUserId: number): boolean {
  return viewer.id === forUserId;
}

/**
 * Within a workspace only an owner manages billing (issue 18): subscribing, cancelling, resuming
 * and the payment providers' settings. Admins and members work under the owner's plan.
 */
export function canManageBilling(role: WorkspaceRole): boolean {
  return isOwner(role);
}

/** The master account has every Enterprise feature and is never billed. */
export function hasBilling(viewer: Viewer): boolean {
  return !viewer.isMasterAccount;
}

/** A plan the administrator granted without billing (ADR 0039): nothing to pay, nothing to check out. */
export function hasCompedPlan(account: { planCompedAt: Date | null }): boolean {
  return account.planCompedAt !== null;
}

export const COMPED_PLAN_HAS_NO_BILLING = 'Your plan was granted by the administrator at no charge, so there is nothing to pay. Contact support to change it.';

export const MASTER_HAS_NO_BILLING = 'The master account already has every Enterprise feature, with no billing.';
