import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Seats } from '../../shared/contract/team.js';
import type { SubscriptionTier } from '../../shared/vocabulary.js';
import { ownerPlanOf, planLimitError } from '../billing/plan-limits.js';
import { PLAN_SEATS } from '../billing/plans.js';
import type { Executor } from '../db/database.js';
import { workspaceInvitations, workspaceMembers, workspaces } from '../db/schema.js';
import type { HttpError } from '../http-error.js';

/** Invitations that hold a seat: neither accepted nor revoked, and not yet expired. */
export const pendingInvitation = and(
  isNull(workspaceInvitations.acceptedAt),
  isNull(workspaceInvitations.revokedAt),
  gt(workspaceInvitations.expiresAt, sql`now()`),
);

/**
 * A workspace's seats (issue 18): its members and pending invitations, against its (first)
 * owner's plan, as every other plan limit (ADR 0009), or the seats agreed for it above
 * Enterprise's 10. The master account's workspaces have no
 * limit, as it has none elsewhere (limitsOf).
 */
export async function seatsOf(db: Executor, workspaceId: number): Promise<Seats> {
  // One after another: inside a transaction they share one connection.
  const owner = await ownerPlanOf(db, workspaceId);
  const [members] = await db.select({ count: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  const [invitations] = await db
    .select({ count: count() })
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), pendingInvitation));
  const [workspace] = await db.select({ customSeats: workspaces.customSeats }).from(workspaces).where(eq(workspaces.id, workspaceId));
  const plan = owner?.plan;
  return {
    used: (members?.count ?? 0) + (invitations?.count ?? 0),
    limit: !plan || !owner.limits ? null : seatLimit(plan.id, workspace?.customSeats ?? null),
    plan: plan?.id ?? 'free',
    planName: plan?.name ?? 'Free',
  };
}

/** A plan's seats, or the number the administrator agreed for an Enterprise workspace. */
export function seatLimit(plan: SubscriptionTier, customSeats: number | null): number {
  return plan === 'enterprise' && customSeats !== null ? customSeats : PLAN_SEATS[plan];
}

/** The 402 of a workspace whose seats are taken, in the shape of every plan limit (upgradeUrl). */
export function seatLimitError(seats: Seats): HttpError {
  const seatWord = seats.limit === 1 ? 'seat' : 'seats';
  return planLimitError({
    error: `Your ${seats.planName} plan has ${seats.limit} ${seatWord}, and members and pending invitations take ${seats.used}. Upgrade your plan on the subscription page, or revoke a pending invitation, to invite someone.`,
    limit: 'seats',
  });
}

/** Refuses one more seat once they are taken. Called under the workspace lock (lockWorkspace). */
export async function enforceSeatLimit(tx: Executor, workspaceId: number): Promise<void> {
  const seats = await seatsOf(tx, workspaceId);
  if (seats.limit !== null && seats.used >= seats.limit) throw seatLimitError(seats);
}
