import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviders } from './payment-providers.js';
import type { ReplacedSubscription } from './subscription-store.js';

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
