import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { subscriptions } from '../db/schema.js';
import type { PaymentProviders } from './payment-providers.js';

/**
 * Ends, at its provider, the paid subscription of an account about to be deleted (issue 18):
 * the person must not go on being charged for an account that no longer exists. Runs before any
 * row is removed, because the subscription's provider id lives in the row the deletion cascades.
 *
 * A provider that cannot be reached throws, so the job tries again later and nothing is deleted
 * yet. On the job's last attempt, deletion goes ahead (the person asked for it, and it must not
 * wait on a third party for ever) and the error names the subscription to end by hand.
 */
export async function endSubscriptionOfDeletedAccount(
  deps: { db: Database; payments: PaymentProviders; log: FastifyBaseLogger },
  userId: number,
  lastAttempt: boolean,
): Promise<void> {
  const [paid] = await deps.db
    .select({ provider: subscriptions.provider, providerSubscriptionId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'canceled'), isNotNull(subscriptions.providerSubscriptionId)));
  if (!paid?.provider || !paid.providerSubscriptionId) return;

  const provider = deps.payments.byName(paid.provider);
  const subject = { userId, provider: paid.provider, providerSubscriptionId: paid.providerSubscriptionId };
  if (!provider) {
    // Its keys were removed from this server: nothing here can reach it.
    deps.log.error(subject, 'deleted account has a subscription at a provider that is no longer configured: end it by hand');
    return;
  }
  try {
    await provider.cancelNow(paid.providerSubscriptionId);
  } catch (error) {
    if (!lastAttempt) throw error;
    deps.log.error({ err: error, ...subject }, 'could not end a deleted account\'s subscription at its provider: end it by hand');
  }
}
