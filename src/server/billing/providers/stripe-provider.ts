import Stripe from 'stripe';
import type { StripeSettings } from '../billing-settings.js';
import { isPaidTier, planOf, TRIAL_DAYS, type PaidTier } from '../plans.js';
import {
  ProviderError,
  WebhookVerificationError,
  type Activation,
  type BillingEvent,
  type CheckoutOutcome,
  type CheckoutRequest,
  type PaymentProvider,
  type SubscriptionUpdate,
} from './payment-provider.js';

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Stripe's statuses in ours; `canceled` and `incomplete_expired` mean the subscription ended. */
function statusOf(status: Stripe.Subscription.Status): 'active' | 'trialing' | 'past_due' | 'ended' {
  if (status === 'active') return 'active';
  if (status === 'trialing') return 'trialing';
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  // past_due, unpaid, incomplete, paused: the plan is held but a payment is owed.
  return 'past_due';
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The client for the configured host: Stripe's own, or a local one in tests (STRIPE_API_BASE). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Cards through Stripe Checkout (ADR 0010): the payer is sent to a Checkout Session in
 * subscription mode; the plan changes only when the signed `checkout.session.completed` arrives.
 */
export function stripeProvider(settings: StripeSettings, stripe: Stripe = stripeClient(settings)): PaymentProvider {
  const tierOf = (subscription: Stripe.Subscription): PaidTier | undefined => {
    const fromMetadata = subscription.metadata?.tier;
    if (fromMetadata && isPaidTier(fromMetadata)) return fromMetadata;
    // A plan changed in Stripe's dashboard shows up as another configured price.
    const priceId = subscription.items?.data[0]?.price?.id;
    const entry = Object.entries(settings.prices).find(([, price]) => price && price === priceId);
    return entry && isPaidTier(entry[0]) ? entry[0] : undefined;
  };

  // Since API version 2025-03-31 the period sits on the item; webhook endpoints pinned to an older
  // version still send it on the subscription.
  const periodEndOf = (subscription: Stripe.Subscription) =>
    fromUnix(
      subscription.items?.data[0]?.current_period_end ??
        (subscription as unknown as { current_period_end?: number }).current_period_end,
    );

  async function activationFrom(session: Stripe.Checkout.Session): Promise<Activation | null> {
    const subscriptionId = idOf(session.subscription);
    const userId = Number(session.metadata?.userId ?? session.client_reference_id);
    const tier = session.metadata?.tier;
    // Card payments settle at once; a delayed method confirms later with async_payment_succeeded.
    if (session.mode !== 'subscription' || !subscriptionId || session.payment_status === 'unpaid') return null;
    if (!Number.isInteger(userId) || userId <= 0 || !tier || !isPaidTier(tier)) return null;
    let subscription: Stripe.Subscription;
    try {
      subscription = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      // Answered 503, the event is not recorded, so Stripe's retry applies it later.
      throw new ProviderError('The subscription could not be read from Stripe', { cause: error });
    }
    const status = statusOf(subscription.status);
    if (status === 'ended') return null;
    return {
      kind: 'activated',
      userId,
      tier: tierOf(subscription) ?? tier,
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer) ?? idOf(session.customer),
      status,
      trialEndsAt: fromUnix(subscription.trial_end),
      currentPeriodEnd: periodEndOf(subscription),
    };
  }

  function updateFrom(subscription: Stripe.Subscription): SubscriptionUpdate | { kind: 'ended'; providerSubscriptionId: string } {
    const status = statusOf(subscription.status);
    if (status === 'ended') return { kind: 'ended', providerSubscriptionId: subscription.id };
    const tier = tierOf(subscription);
    return {
      kind: 'updated',
      providerSubscriptionId: subscription.id,
      ...(tier ? { tier } : {}),
      status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      trialEndsAt: fromUnix(subscription.trial_end),
      currentPeriodEnd: periodEndOf(subscription),
    };
  }

  return {
    name: 'stripe',

    async startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
      const plan = planOf(request.tier);
      const price = settings.prices[request.tier];
      const metadata = { userId: String(request.user.id), tier: request.tier };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: Math.round(plan.price * 100),
                    recurring: { interval: 'month' },
                    product_data: { name: `${plan.name} plan` },
                  },
                },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: String(request.user.id),
          ...(request.customerId ? { customer: request.customerId } : { customer_email: request.user.email }),
          metadata,
          subscription_data: { metadata, ...(request.withTrial ? { trial_period_days: TRIAL_DAYS } : {}) },
        });
        if (!session.url) throw new Error('Checkout Session without a url');
        return { kind: 'redirect', url: session.url };
      } catch (error) {
        throw new ProviderError('The card payment could not be started. Please try again in a moment.', { cause: error });
      }
    },

    async cancelAtPeriodEnd(id) {
      await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: true }), 'The cancellation');
    },
    async resume(id) {
      await call(() => stripe.subscriptions.update(id, { cancel_at_period_end: false }), 'Resuming the plan');
    },
    async cancelNow(id) {
      await call(() => stripe.subscriptions.cancel(id), 'Ending the previous plan');
    },

    async readWebhook(rawBody, headers): Promise<BillingEvent> {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookVerificationError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        throw new WebhookVerificationError('The Stripe signature does not match', { cause: error });
      }
      const read = async () => {
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded':
            return activationFrom(event.data.object);
          case 'customer.subscription.updated':
            return updateFrom(event.data.object);
          case 'customer.subscription.deleted':
            return { kind: 'ended' as const, providerSubscriptionId: event.data.object.id };
          case 'invoice.payment_failed': {
            const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
            return subscriptionId ? { kind: 'updated' as const, providerSubscriptionId: subscriptionId, status: 'past_due' as const } : null;
          }
          default:
            return null;
        }
      };
      return { eventId: event.id, type: event.type, change: await read() };
    },
  };
}

async function call(action: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await action();
  } catch (error) {
    throw new ProviderError(`${what} could not reach the card payment provider. Please try again in a moment.`, { cause: error });
  }
}
