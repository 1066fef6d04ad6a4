import type { FastifyBaseLogger } from 'fastify';
import type { CreateSubscriptionResponse, PaymentMethod } from '../../shared/contract/subscriptions.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { COMPED_PLAN_HAS_NO_BILLING, hasBilling, hasCompedPlan, MASTER_HAS_NO_BILLING } from '../policies/subscription.js';
import { endReplaced } from './end-replaced-subscription.js';
import type { PaymentProviders } from './payment-providers.js';
import { isPaidTier, planOf } from './plans.js';
import { ProviderError } from './providers/payment-provider.js';
import { readSubscription, type UserRow } from './read-subscription.js';
import { applyActivation, findSubscriptionRow, settleSubscription } from './subscription-store.js';

export interface CreateInput {
  user: UserRow;
  planId: string;
  paymentMethod: PaymentMethod;
  /** This site's origin, for the provider's return links. */
  origin: string;
}

/**
 * Starts a paid subscription with the provider of the chosen payment method. The plan changes
 * only on the provider's confirmation: at once in test mode, by webhook otherwise.
 */
export async function createSubscription(
  db: Database,
  providers: PaymentProviders,
  input: CreateInput,
  log: FastifyBaseLogger,
): Promise<CreateSubscriptionResponse> {
  const { user, planId } = input;
  if (planId === 'free') {
    throw new HttpError(400, { error: 'The free plan needs no subscription. Choose Individual, Family or Enterprise.' });
  }
  if (!isPaidTier(planId)) {
    throw new HttpError(400, { error: `Unknown plan "${planId}". Choose individual, family or enterprise.` });
  }
  if (!hasBilling(user)) throw new HttpError(409, { error: MASTER_HAS_NO_BILLING });
  if (hasCompedPlan(user)) throw new HttpError(409, { error: COMPED_PLAN_HAS_NO_BILLING });

  const row = await settleSubscription(db, await findSubscriptionRow(db, user.id));
  if (row && row.tier === planId) {
    const name = planOf(planId).name;
    throw new HttpError(409, {
      error: row.cancelAtPeriodEnd
        ? `Your ${name} plan is canceled at the end of its period. Resume it instead of subscribing again.`
        : `You are already on the ${name} plan.`,
    });
  }

  const provider = providers.forMethod(input.paymentMethod);
  let outcome;
  try {
    outcome = await provider.startCheckout({
      user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      tier: planId,
      withTrial: !row?.trialEndsAt,
      customerId: row?.provider === provider.name ? row.providerCustomerId : null,
      successUrl: `${input.origin}/subscription?checkout=success`,
      cancelUrl: `${input.origin}/subscription?checkout=canceled`,
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      log.error({ err: error.cause ?? error, provider: provider.name }, 'checkout could not be started');
      throw new HttpError(502, { error: error.message });
    }
    throw error;
  }

  if (outcome.kind === 'redirect') return { outcome: 'redirect', provider: provider.name, checkoutUrl: outcome.url };
  const replaced = await db.transaction((tx) => applyActivation(tx, provider.name, outcome.activation));
  await endReplaced(providers, replaced, log);
  return { outcome: 'completed', provider: provider.name, subscription: await readSubscription(db, user) };
}
