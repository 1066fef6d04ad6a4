import { randomUUID } from 'node:crypto';
import type { PayPalSettings } from '../billing-settings.js';
import { isPaidTier, TRIAL_DAYS, type PaidTier } from '../plans.js';
import {
  ProviderError,
  WebhookVerificationError,
  type BillingEvent,
  type CheckoutOutcome,
  type CheckoutRequest,
  type PaymentProvider,
  type SubscriptionChange,
} from './payment-provider.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 20_000;

/** The parts of PayPal's subscription resource this adapter reads. */
interface PayPalSubscription {
  id: string;
  status?: string;
  plan_id?: string;
  custom_id?: string;
  start_time?: string;
  billing_info?: { next_billing_time?: string };
  subscriber?: { payer_id?: string };
  links?: Array<{ href: string; rel: string }>;
}

interface PayPalEvent {
  id?: unknown;
  event_type?: unknown;
  create_time?: unknown;
  resource?: Record<string, unknown>;
}

const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const dateOrNull = (value: unknown) => {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** custom_id carries "userId:tier", set by us when the subscription was created. */
function parseCustomId(value: unknown): { userId: number; tier: PaidTier } | null {
  if (typeof value !== 'string') return null;
  const [user, tier] = value.split(':');
  const userId = Number(user);
  return Number.isInteger(userId) && userId > 0 && tier && isPaidTier(tier) ? { userId, tier } : null;
}

/**
 * The wallet through PayPal's REST API with fetch (ADR 0010): OAuth client-credentials token,
 * a subscription whose approval link the payer is sent to, webhooks verified by PayPal's
 * verify-webhook-signature call. A first subscription starts billing after the trial (start_time).
 */
export function paypalProvider(settings: PayPalSettings, now: () => Date = () => new Date()): PaymentProvider {
  let token: { value: string; expiresAt: number } | null = null;

  const tierOfPlan = (planId: unknown): PaidTier | undefined => {
    const entry = Object.entries(settings.plans).find(([, id]) => id === planId);
    return entry && isPaidTier(entry[0]) ? entry[0] : undefined;
  };

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const response = await fetch(`${settings.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`PayPal token request answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('PayPal token response without access_token');
    // Renew a minute early so a token never expires between being read and being used.
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${settings.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        // PayPal treats a repeated request id as the same request: a retry never makes two.
        'paypal-request-id': randomUUID(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.status === 401) token = null;
    if (!response.ok) throw new Error(`PayPal ${method} ${path} answered ${response.status}: ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function call(action: () => Promise<unknown>, what: string): Promise<void> {
    try {
      await action();
    } catch (error) {
      throw new ProviderError(`${what} could not reach PayPal. Please try again in a moment.`, { cause: error });
    }
  }

  function changeOf(event: PayPalEvent): SubscriptionChange | null {
    const resource = event.resource ?? {};
    const subscriptionId = typeof resource.id === 'string' ? resource.id : null;
    switch (event.event_type) {
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        const owner = parseCustomId(resource.custom_id);
        if (!owner || !subscriptionId) return null;
        const startsBilling = dateOrNull(resource.start_time);
        const at = dateOrNull(event.create_time) ?? now();
        const trialEndsAt = startsBilling && startsBilling > at ? startsBilling : null;
        const billing = resource.billing_info as PayPalSubscription['billing_info'];
        return {
          kind: 'activated',
          userId: owner.userId,
          tier: tierOfPlan(resource.plan_id) ?? owner.tier,
          providerSubscriptionId: subscriptionId,
          providerCustomerId: (resource.subscriber as PayPalSubscription['subscriber'])?.payer_id ?? null,
          status: trialEndsAt ? 'trialing' : 'active',
          trialEndsAt,
          currentPeriodEnd: dateOrNull(billing?.next_billing_time) ?? trialEndsAt,
        };
      }
      case 'BILLING.SUBSCRIPTION.UPDATED': {
        if (!subscriptionId) return null;
        const tier = tierOfPlan(resource.plan_id);
        const billing = resource.billing_info as PayPalSubscription['billing_info'];
        const periodEnd = dateOrNull(billing?.next_billing_time);
        return {
          kind: 'updated',
          providerSubscriptionId: subscriptionId,
          ...(tier ? { tier } : {}),
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        };
      }
      // A cancel from the subscription page suspends (no more charges); the plan runs to period end.
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
        return subscriptionId ? { kind: 'updated', providerSubscriptionId: subscriptionId, cancelAtPeriodEnd: true } : null;
      case 'BILLING.SUBSCRIPTION.RE-ACTIVATED':
        return subscriptionId ? { kind: 'updated', providerSubscriptionId: subscriptionId, cancelAtPeriodEnd: false } : null;
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.EXPIRED':
        return subscriptionId ? { kind: 'ended', providerSubscriptionId: subscriptionId } : null;
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        return subscriptionId ? { kind: 'updated', providerSubscriptionId: subscriptionId, status: 'past_due' } : null;
      case 'PAYMENT.SALE.COMPLETED': {
        // A recurring payment went through: the subscription is paid up (and out of any trial).
        const agreement = resource.billing_agreement_id;
        return typeof agreement === 'string' ? { kind: 'updated', providerSubscriptionId: agreement, status: 'active' } : null;
      }
      default:
        return null;
    }
  }

  return {
    name: 'paypal',

    async startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome> {
      try {
        const subscription = await api<PayPalSubscription>('POST', '/v1/billing/subscriptions', {
          plan_id: settings.plans[request.tier],
          custom_id: `${request.user.id}:${request.tier}`,
          // The plans carry no trial of their own: a first subscription simply starts billing later.
          ...(request.withTrial ? { start_time: new Date(now().getTime() + TRIAL_DAYS * DAY_MS).toISOString() } : {}),
          subscriber: {
            email_address: request.user.email,
            name: { given_name: request.user.firstName, surname: request.user.lastName },
          },
          application_context: {
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
        });
        const approve = subscription.links?.find((link) => link.rel === 'approve')?.href;
        if (!approve) throw new Error('PayPal subscription without an approve link');
        return { kind: 'redirect', url: approve };
      } catch (error) {
        throw new ProviderError('The PayPal payment could not be started. Please try again in a moment.', { cause: error });
      }
    },

    async cancelAtPeriodEnd(id) {
      await call(
        () => api('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/suspend`, { reason: 'Canceled by the subscriber' }),
        'The cancellation',
      );
    },
    async resume(id) {
      await call(
        () => api('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/activate`, { reason: 'Resumed by the subscriber' }),
        'Resuming the plan',
      );
    },
    async cancelNow(id) {
      await call(
        () => api('POST', `/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { reason: 'Replaced by another plan' }),
        'Ending the previous plan',
      );
    },

    async readWebhook(rawBody, headers): Promise<BillingEvent> {
      let event: PayPalEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as PayPalEvent;
      } catch {
        throw new WebhookVerificationError('The PayPal webhook body is not JSON');
      }
      const transmission: Record<string, string> = {};
      for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || !value) throw new WebhookVerificationError(`Missing ${header} header`);
        transmission[field] = value;
      }
      if (typeof event.id !== 'string' || typeof event.event_type !== 'string') {
        throw new WebhookVerificationError('The PayPal webhook has no event id or type');
      }
      let verification: { verification_status?: string };
      try {
        verification = await api('POST', '/v1/notifications/verify-webhook-signature', {
          ...transmission,
          webhook_id: settings.webhookId,
          webhook_event: event,
        });
      } catch (error) {
        // PayPal retries undelivered webhooks: a 5xx here lets the event come again later.
        throw new ProviderError('PayPal could not verify the webhook right now', { cause: error });
      }
      if (verification.verification_status !== 'SUCCESS') {
        throw new WebhookVerificationError('The PayPal signature does not match');
      }
      return { eventId: event.id, type: event.event_type, change: changeOf(event) };
    },
  };
}
