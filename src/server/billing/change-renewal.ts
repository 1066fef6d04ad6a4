import type { FastifyBaseLogger } from 'fastify';
import type { UserSubscription } from '../../shared/contract/subscriptions.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { COMPED_PLAN_HAS_NO_BILLING, hasBilling, hasCompedPlan, MASTER_HAS_NO_BILLING } from '../policies/subscription.js';
import type { PaymentProviders } from './payment-providers.js';
import { presentSubscription } from './present-subscription.js';
import { ProviderError } from './providers/payment-provider.js';
import type { UserRow } from './read-subscription.js';
import { findSubscriptionRow, setCancelAtPeriodEnd, settleSubscription } from './subscription-store.js';

/** Cancel (at period end) or resume the signed-in user's paid plan, at its provider first. */
export async function changeRenewal(
  db: Database,
  providers: PaymentProviders,
  user: UserRow,
  action: 'cancel' | 'resume',
  log: FastifyBaseLogger,
): Promise<UserSubscription> {
  if (!hasBilling(user)) throw new HttpError(409, { error: MASTER_HAS_NO_BILLING });
  if (hasCompedPlan(user)) throw new HttpError(409, { error: COMPED_PLAN_HAS_NO_BILLING });
  const row = await settleSubscription(db, await findSubscriptionRow(db, user.id));
  if (!row || row.tier === 'free' || !row.provider || !row.providerSubscriptionId) {
    throw new HttpError(409, {
      error:
        action === 'cancel'
          ? 'You are on the free plan: there is no paid plan to cancel.'
          : 'You have no paid plan to resume. Choose a plan to subscribe.',
    });
  }
  const cancel = action === 'cancel';
  // Asking twice is not an error: the answer is the state the user asked for.
  if (row.cancelAtPeriodEnd === cancel) return presentSubscription(user, row);

  const provider = providers.byName(row.provider);
  if (!provider) {
    throw new HttpError(409, {
      error: `Your plan is billed by ${row.provider === 'stripe' ? 'card (Stripe)' : 'PayPal'}, which is not configured on this server. Please contact support.`,
    });
  }
  try {
    if (cancel) await provider.cancelAtPeriodEnd(row.providerSubscriptionId);
    else await provider.resume(row.providerSubscriptionId);
  } catch (error) {
    if (error instanceof ProviderError) {
      log.error({ err: error.cause ?? error, provider: provider.name }, `${action} failed at the provider`);
      throw new HttpError(502, { error: error.message });
    }
    throw error;
  }
  return presentSubscription(user, await setCancelAtPeriodEnd(db, user.id, cancel));
}
