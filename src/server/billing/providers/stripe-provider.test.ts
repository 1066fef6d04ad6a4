import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateSubscriptionResponse,
  PaymentSettingsResponse,
  UserSubscription,
} from '../../../shared/contract/subscriptions.js';
import { startFakeProviderApi, type RecordedRequest } from '../../../../tests/support/fake-provider-api.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { StripeSettings } from '../billing-settings.js';
import { createPaymentProviders } from '../payment-providers.js';
import { stripeClient } from './stripe-provider.js';

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

/** The subscriptions the fake Stripe knows, as its API returns them. */
const stripeSubscriptions = new Map<string, Record<string, unknown>>();

function subscriptionObject(id: string, fields: { status: string; tier: string; userId: number; trialEnd: number | null; priceId?: string }) {
  return {
    id,
    object: 'subscription',
    status: fields.status,
    customer: 'cus_ada',
    cancel_at_period_end: false,
    metadata: { userId: String(fields.userId), tier: fields.tier },
    trial_end: fields.trialEnd,
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: fields.trialEnd ?? now() + 30 * DAY, price: { id: fields.priceId ?? 'price_inline' } }],
    },
  };
}

function fakeStripe(request: RecordedRequest) {
  const form = new URLSearchParams(request.body);
  if (request.headers.authorization !== 'Bearer sk_test_inkwise') return { status: 401, json: { error: { message: 'Invalid API key' } } };
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    return { json: { id: `cs_test_${form.get('metadata[userId]')}`, object: 'checkout.session', mode: 'subscription', url: 'https://checkout.stripe.test/c/pay/cs_test' } };
  }
  const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(request.path);
  const subscription = match ? stripeSubscriptions.get(match[1]!) : undefined;
  if (!subscription) return { status: 404, json: { error: { type: 'invalid_request_error', message: 'No such subscription' } } };
  if (request.method === 'POST') subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
  if (request.method === 'DELETE') subscription.status = 'canceled';
  return { json: subscription };
}

let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;
let t: TestApp;
let settings: StripeSettings;

beforeAll(async () => {
  fake = await startFakeProviderApi(fakeStripe);
  settings = {
    secretKey: 'sk_test_inkwise',
    webhookSecret: 'whsec_inkwise_test',
    prices: { individual: undefined, family: 'price_family_monthly', enterprise: undefined },
    apiBase: fake.url,
  };
  t = await createTestApp({ payments: createPaymentProviders({ stripe: settings, paypal: undefined }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const signer = () => stripeClient(settings).webhooks;

/** Sends an event to the webhook, signed with the SDK's own test helper (or a wrong secret). */
async function sendEvent(event: { id: string; type: string; object: unknown }, secret = settings.webhookSecret) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, data: { object: event.object } });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    // Stripe's servers send no session cookie; a foreign Origin must not matter either.
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signer().generateTestHeaderString({ payload, secret }),
      origin: 'https://stripe.com',
    },
    payload,
  });
}

const checkoutCompleted = (eventId: string, userId: number, tier: string, subscriptionId: string) => ({
  id: eventId,
  type: 'checkout.session.completed',
  object: {
    id: `cs_${eventId}`,
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: String(userId),
    customer: 'cus_ada',
    subscription: subscriptionId,
    metadata: { userId: String(userId), tier },
  },
});

describe('Stripe adapter', () => {
  let account: { cookie: string; userId: number };
  const subscription = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/user/${account.userId}/subscription`, headers: { cookie: account.cookie } })).json<UserSubscription>();
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: account.cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    account = await signedInAccount(t);
  });

  it('names Stripe for cards in the payment settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscription/payment-settings', headers: { cookie: account.cookie } });
    expect(response.json<PaymentSettingsResponse>()).toEqual({ card: 'stripe', wallet: 'test', testMode: true });
  });

  it('opens a Checkout Session in subscription mode with the trial, and changes nothing yet', async () => {
    const response = await post('/api/subscription/create', { userId: account.userId, planId: 'individual', paymentMethod: 'stripe' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateSubscriptionResponse>()).toEqual({
      outcome: 'redirect',
      provider: 'stripe',
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test',
    });
    const sent = fake.requests.find((request) => request.path === '/v1/checkout/sessions');
    const form = new URLSearchParams(sent?.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('subscription_data[trial_period_days]')).toBe('14');
    expect(form.get('metadata[userId]')).toBe(String(account.userId));
    expect(form.get('metadata[tier]')).toBe('individual');
    expect(form.get('subscription_data[metadata][tier]')).toBe('individual');
    expect(form.get('success_url')).toBe('http://localhost:80/subscription?checkout=success');
    expect(form.get('cancel_url')).toBe('http://localhost:80/subscription?checkout=canceled');
    // No price id configured for Individual: charged at the plan's own price.
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('customer_email')).toMatch(/@example\.com$/);
    expect(await subscription()).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'active' });
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    stripeSubscriptions.set('sub_1', subscriptionObject('sub_1', { status: 'trialing', tier: 'individual', userId: account.userId, trialEnd: now() + 14 * DAY }));
    const forged = await sendEvent(checkoutCompleted('evt_forged', account.userId, 'individual', 'sub_1'), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'The Stripe signature does not match' });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_unsigned', type: 'checkout.session.completed' }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await subscription()).subscriptionTier).toBe('free');
  });

  it('answers 503 without recording the event when Stripe cannot be read, so its retry still counts', async () => {
    const response = await sendEvent(checkoutCompleted('evt_completed_1', account.userId, 'individual', 'sub_not_yet_known'));
    expect(response.statusCode).toBe(503);
    expect((await subscription()).subscriptionTier).toBe('free');
  });

  it('activates the plan on the signed checkout.session.completed, trialing until the trial end', async () => {
    const response = await sendEvent(checkoutCompleted('evt_completed_1', account.userId, 'individual', 'sub_1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, replayed: false });
    const current = await subscription();
    expect(current).toMatchObject({
      subscriptionTier: 'individual',
      subscriptionStatus: 'trialing',
      paymentProvider: 'stripe',
      cancelAtPeriodEnd: false,
    });
    const trialEnd = (stripeSubscriptions.get('sub_1')!.trial_end as number) * 1000;
    expect(Date.parse(current.trialEndsAt ?? '')).toBe(trialEnd);
  });

  it('cancels and resumes at Stripe (cancel_at_period_end), and follows customer.subscription.updated', async () => {
    const canceled = await post('/api/subscription/cancel');
    expect(canceled.json<UserSubscription>()).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'individual' });
    expect(stripeSubscriptions.get('sub_1')!.cancel_at_period_end).toBe(true);

    const resumed = await post('/api/subscription/resume');
    expect(resumed.json<UserSubscription>()).toMatchObject({ subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
    expect(stripeSubscriptions.get('sub_1')!.cancel_at_period_end).toBe(false);

    // Canceled from Stripe's own dashboard: the webhook says so.
    const updated = { ...stripeSubscriptions.get('sub_1')!, cancel_at_period_end: true };
    expect((await sendEvent({ id: 'evt_updated_1', type: 'customer.subscription.updated', object: updated })).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ subscriptionStatus: 'canceled', cancelAtPeriodEnd: true });
    const reactivated = { ...updated, cancel_at_period_end: false, status: 'active', trial_end: null };
    await sendEvent({ id: 'evt_updated_2', type: 'customer.subscription.updated', object: reactivated });
    expect(await subscription()).toMatchObject({ subscriptionStatus: 'active', cancelAtPeriodEnd: false });
  });

  it('marks the plan past_due on invoice.payment_failed', async () => {
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: {} } },
    };
    expect((await sendEvent({ id: 'evt_failed_1', type: 'invoice.payment_failed', object: invoice })).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ subscriptionTier: 'individual', subscriptionStatus: 'past_due' });
  });

  it('ends the plan on customer.subscription.deleted, and a replayed activation changes nothing', async () => {
    const ended = { ...stripeSubscriptions.get('sub_1')!, status: 'canceled' };
    expect((await sendEvent({ id: 'evt_deleted_1', type: 'customer.subscription.deleted', object: ended })).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });

    const replay = await sendEvent(checkoutCompleted('evt_completed_1', account.userId, 'individual', 'sub_1'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    expect(await subscription()).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
  });

  it('subscribes again without a second trial, with the configured price, and ends the replaced subscription', async () => {
    // Back on a paid plan first, so that the new one replaces it.
    stripeSubscriptions.set('sub_2', subscriptionObject('sub_2', { status: 'active', tier: 'individual', userId: account.userId, trialEnd: null }));
    await sendEvent(checkoutCompleted('evt_completed_2', account.userId, 'individual', 'sub_2'));
    expect(await subscription()).toMatchObject({ subscriptionTier: 'individual', subscriptionStatus: 'active' });

    const before = fake.requests.length;
    const response = await post('/api/subscription/create', { userId: account.userId, planId: 'family', paymentMethod: 'stripe' });
    expect(response.json<CreateSubscriptionResponse>().outcome).toBe('redirect');
    const form = new URLSearchParams(fake.requests.slice(before).find((request) => request.path === '/v1/checkout/sessions')?.body);
    expect(form.get('subscription_data[trial_period_days]')).toBeNull();
    expect(form.get('line_items[0][price]')).toBe('price_family_monthly');
    expect(form.get('customer')).toBe('cus_ada');

    stripeSubscriptions.set('sub_3', subscriptionObject('sub_3', { status: 'active', tier: 'family', userId: account.userId, trialEnd: null, priceId: 'price_family_monthly' }));
    await sendEvent(checkoutCompleted('evt_completed_3', account.userId, 'family', 'sub_3'));
    expect(await subscription()).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'active', trialEndsAt: null });
    expect(fake.requests.some((request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_2')).toBe(true);
    expect(stripeSubscriptions.get('sub_3')!.status).toBe('active');
  });

  it('refuses a webhook body over 256 KB with 413', async () => {
    const response = await sendEvent({ id: 'evt_huge', type: 'charge.refunded', object: { id: 'ch_1', padding: 'x'.repeat(300 * 1024) } });
    expect(response.statusCode).toBe(413);
  });

  it('ignores events for subscriptions it does not know and event types it does not use', async () => {
    const stranger = subscriptionObject('sub_unknown', { status: 'past_due', tier: 'enterprise', userId: account.userId, trialEnd: null });
    expect((await sendEvent({ id: 'evt_other_1', type: 'customer.subscription.updated', object: stranger })).statusCode).toBe(200);
    expect((await sendEvent({ id: 'evt_other_2', type: 'charge.refunded', object: { id: 'ch_1', object: 'charge' } })).statusCode).toBe(200);
    expect(await subscription()).toMatchObject({ subscriptionTier: 'family', subscriptionStatus: 'active' });
  });
});
