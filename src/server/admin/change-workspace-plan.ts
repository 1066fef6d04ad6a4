import { eq } from 'drizzle-orm';
import type { SubscriptionTier } from '../../shared/vocabulary.js';
import { planOf } from '../billing/plans.js';
import { findSubscriptionRow, settleSubscription } from '../billing/subscription-store.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { findWorkspace, ownersOf, type WorkspaceOwner } from './list-workspaces.js';

/**
 * Sets the plan a workspace counts against, its owner's (ADR 0009), from the console (ADR 0039).
 * A paid plan set here is comped: granted without billing, so the subscription page offers no
 * checkout and the billing flow never charges for it; Free takes a comped plan back. A plan the
 * owner pays a provider for is theirs to change: the console refuses rather than leave a
 * provider charging for a plan the account no longer has.
 */
export async function changeWorkspacePlan(db: Database, workspaceId: number, plan: SubscriptionTier) {
  await findWorkspace(db, workspaceId);
  const owner = (await ownersOf(db, [workspaceId])).get(workspaceId);
  if (!owner) throw new HttpError(409, { error: 'This workspace has no owner whose plan could change.' });
  if (owner.isMasterAccount) throw new HttpError(409, { error: 'The master account has every Enterprise feature already, with no billing.' });
  await refuseWhileBilled(db, owner);
  const previous = { plan: owner.subscriptionTier, comped: owner.planCompedAt !== null };
  const comped = plan !== 'free';
  await db
    .update(users)
    .set({ subscriptionTier: plan, planCompedAt: comped ? new Date() : null })
    .where(eq(users.id, owner.id));
  return { owner, previous, comped };
}

async function refuseWhileBilled(db: Database, owner: WorkspaceOwner): Promise<void> {
  const subscription = await settleSubscription(db, await findSubscriptionRow(db, owner.id));
  if (!subscription || subscription.tier === 'free') return;
  const billedBy = subscription.provider === 'stripe' ? 'card (Stripe)' : subscription.provider === 'paypal' ? 'PayPal' : 'the test payment mode';
  throw new HttpError(409, {
    error: `${owner.email} pays for the ${planOf(subscription.tier).name} plan by ${billedBy}. The plan can be changed here once that subscription has ended (cancel it on their subscription page).`,
  });
}
