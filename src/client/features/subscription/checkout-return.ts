import type { SubscriptionTier } from '@shared/contract/auth';
import type { PaymentProvider, UserSubscription } from '@shared/contract/subscriptions';

/** The provider's checkout sends the payer back to /subscription?checkout=success|canceled. */
export const CHECKOUT_PARAM = 'checkout';
export type CheckoutResult = 'success' | 'canceled';

export function parseCheckoutParam(raw: string | null): CheckoutResult | null {
  return raw === 'success' || raw === 'canceled' ? raw : null;
}

/** What was bought, remembered across the trip to the provider's page (see pending-checkout.ts). */
export type PendingCheckout = { planId: SubscriptionTier; provider: PaymentProvider };

const providers: readonly string[] = ['stripe', 'paypal', 'test'] satisfies PaymentProvider[];
const tiers: readonly string[] = ['free', 'individual', 'family', 'enterprise'] satisfies SubscriptionTier[];

export function parsePendingCheckout(raw: string | null): PendingCheckout | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('planId' in value) || !('provider' in value)) return null;
  const { planId, provider } = value;
  if (typeof planId !== 'string' || !tiers.includes(planId)) return null;
  if (typeof provider !== 'string' || !providers.includes(provider)) return null;
  return { planId: planId as SubscriptionTier, provider: provider as PaymentProvider };
}

/** The provider's confirmation has reached the server: the plan bought (or, not knowing it, any paid plan) shows. */
export function isCheckoutConfirmed(subscription: UserSubscription, pending: PendingCheckout | null): boolean {
  if (pending) return subscription.subscriptionTier === pending.planId;
  return subscription.subscriptionTier !== 'free';
}

/**
 * The provider's checkout page, only over http(s): the address comes from our server, but a
 * javascript: or data: URL must never reach window.location.
 */
export function safeCheckoutUrl(raw: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
