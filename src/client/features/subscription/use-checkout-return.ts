import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserSubscription } from '@shared/contract/subscriptions';
import { useSubscription } from './api/get-subscription';
import { CHECKOUT_PARAM, isCheckoutConfirmed, parseCheckoutParam, type PendingCheckout } from './checkout-return';
import { forgetCheckout, readPendingCheckout } from './pending-checkout';

/** The provider's webhook usually lands within seconds; after half a minute we stop asking. */
const POLL_INTERVAL_MS = 3_000;
const POLL_WINDOW_MS = 30_000;

export type CheckoutNotice = { kind: 'waiting' | 'slow' | 'confirmed' | 'canceled'; pending: PendingCheckout | null };

/**
 * The signed-in user's subscription, read again every few seconds after a return from the
 * provider's checkout (?checkout=success) until the plan bought shows, and what to tell the user.
 */
export function useSubscriptionAfterCheckout(userId: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const result = parseCheckoutParam(searchParams.get(CHECKOUT_PARAM));
  const [pending] = useState(readPendingCheckout);
  const [pollUntil] = useState(() => Date.now() + POLL_WINDOW_MS);

  const awaiting = (data: UserSubscription | undefined) =>
    result === 'success' && (data === undefined || !isCheckoutConfirmed(data, pending));

  const subscription = useSubscription(userId, {
    poll: (last) => (awaiting(last.data) && last.dataUpdatedAt < pollUntil ? POLL_INTERVAL_MS : false),
  });
  const { data, dataUpdatedAt } = subscription;

  let notice: CheckoutNotice | null = null;
  if (result === 'canceled') notice = { kind: 'canceled', pending };
  else if (result === 'success' && data) {
    let kind: CheckoutNotice['kind'] = 'confirmed';
    if (awaiting(data)) kind = dataUpdatedAt < pollUntil ? 'waiting' : 'slow';
    notice = { kind, pending };
  }

  const dismissNotice = () => {
    forgetCheckout();
    setSearchParams(
      (params) => {
        params.delete(CHECKOUT_PARAM);
        return params;
      },
      { replace: true },
    );
  };

  return { subscription, notice, dismissNotice };
}
