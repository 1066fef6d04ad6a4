import { randomUUID } from 'node:crypto';
import { TRIAL_DAYS } from '../plans.js';
import {
  WebhookVerificationError,
  type CheckoutOutcome,
  type CheckoutRequest,
  type PaymentProvider,
} from './payment-provider.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One month on from a date, as a calendar month (Jan 31 → Feb 28/29, like the providers bill). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * With no provider keys configured, payments complete at once and nothing is charged, so the whole
 * flow works offline; the page says "Test mode". It confirms immediately, playing the part of the
 * provider's webhook.
 */
export function testModeProvider(now: () => Date = () => new Date()): PaymentProvider {
  return {
    name: 'test',
    async startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
      const start = now();
      const trialEndsAt = request.withTrial ? new Date(start.getTime() + TRIAL_DAYS * DAY_MS) : null;
      return {
        kind: 'confirmed',
        activation: {
          kind: 'activated',
          userId: request.user.id,
          tier: request.tier,
          providerSubscriptionId: `test_sub_${randomUUID()}`,
          providerCustomerId: request.customerId ?? `test_cus_${request.user.id}`,
          status: trialEndsAt ? 'trialing' : 'active',
          trialEndsAt,
          currentPeriodEnd: trialEndsAt ?? oneMonthAfter(start),
        },
      };
    },
    // Nothing is billed in test mode, so there is no renewal to stop or restart at a provider.
    async cancelAtPeriodEnd() {},
    async resume() {},
    async cancelNow() {},
    async readWebhook() {
      throw new WebhookVerificationError('Test mode receives no webhooks');
    },
  };
}
