import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CreateSubscriptionResponse,
  PaymentMethod,
  UserSubscription,
} from '../../shared/contract/subscriptions.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import type { PaymentProviders } from './payment-providers.js';
import { isPaidTier, planOf } from './plans.js';
import { presentSubscription } from './present-subscription.js';
import { ProviderError } from './providers/payment-provider.js';
import {
  applyActivation,
  findSubscriptionRow,
  setCancelAtPeriodEnd,
  settleSubscription,
  type ReplacedSubscription,
} from './subscription-store.js';

type UserRow = typeof users.$inferSelect;

const MASTER_HAS_NO_BILLING = 'The master account already has every Enterprise feature, with no billing.';

export async function readSubscription(db: Database, user: UserRow): Promise<UserSubscription> {
  if (user.isMasterAccount) return presentSubscription(user, null);
  return presentSubscription(user, await settleSubscription(db, await findSubscriptionRow(db, user.id)));
}

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Ends, at its provider, a subscription a newer one replaced; it is no longer ours to bill. */
export async function endReplaced(
  providers: PaymentProviders,
  replaced: ReplacedSubscription | null,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!replaced) return;
  try {
    await providers.byName(replaced.provider)?.cancelNow(replaced.providerSubscriptionId);
  } catch (error) {
    // The new plan is already in force; the old one must be ended by hand, so say which.
    log.error({ err: error, ...replaced }, 'could not end a replaced subscription at its provider');
  }
}

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
  if (user.isMasterAccount) throw new HttpError(409, { error: MASTER_HAS_NO_BILLING });

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

/** Cancel (at period end) or resume the signed-in user's paid plan, at its provider first. */
export async function changeRenewal(
  db: Database,
  providers: PaymentProviders,
  user: UserRow,
  action: 'cancel' | 'resume',
  log: FastifyBaseLogger,
): Promise<UserSubscription> {
  if (user.isMasterAccount) throw new HttpError(409, { error: MASTER_HAS_NO_BILLING });
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
