import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateSubscriptionResponse,
  PaymentSettingsResponse,
  UserSubscription,
} from '../../../shared/contract/subscriptions.js';
import { startFakeProviderApi, type RecordedRequest } from '../../../../tests/support/fake-provider-api.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { PayPalSettings } from '../billing-settings.js';
import { createPaymentProviders } from '../payment-providers.js';

const VALID_SIGNATURE = 'signature-made-by-paypal';
let tokensIssued = 0;

/** PayPal's REST API as far as the adapter uses it; signatures check out only when they are the valid one. */
function fakePayPal(request: RecordedRequest) {
  if (request.path === '/v1/oauth2/token') {
    const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
    if (request.headers.authorization !== expected || request.body !== 'grant_type=client_credentials') {
      return { status: 401, json: { error: 'invalid_client' } };
    }
    tokensIssued += 1;
    return { json: { access_token: 'A21AA-token', token_type: 'Bearer', expires_in: 32_400 } };
  }
  if (request.headers.authorization !== 'Bearer A21AA-token') return { status: 401, json: { name: 'AUTHENTICATION_FAILURE' } };
  if (request.method === 'POST' && request.path === '/v1/billing/subscriptions') {
    return {
      status: 201,
      json: {
        id: 'I-SUB1',
        status: 'APPROVAL_PENDING',
        links: [
          { href: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1', rel: 'approve', method: 'GET' },
          { href: 'https://api-m.sandbox.paypal.com/v1/billing/subscriptions/I-SUB1', rel: 'self', method: 'GET' },
        ],
      },
    };
  }
  if (request.path === '/v1/notifications/verify-webhook-signature') {
    const body = JSON.parse(request.body) as { transmission_sig: string; webhook_id: string; webhook_event: { id: string } };
    const ok = body.transmission_sig === VALID_SIGNATURE && body.webhook_id === 'WH-inkwise' && Boolean(body.webhook_event.id);
    return { json: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }
  if (/^\/v1\/billing\/subscriptions\/I-[\w]+\/(suspend|activate|cancel)$/.test(request.path)) return { status: 204, json: '' };
  return { status: 404, json: { name: 'RESOURCE_NOT_FOUND' } };
}

let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeProviderApi(fakePayPal);
  const settings: PayPalSettings = {
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId: 'WH-inkwise',
    plans: { individual: 'P-INDIVIDUAL', family: 'P-FAMILY', enterprise: 'P-ENTERPRISE' },
    apiBase: fake.url,
  };
  t = await createTestApp({ payments: createPaymentProviders({ stripe: undefined, paypal: settings }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

function sendEvent(event: { id: string; event_type: string; resource: object }, signature = VALID_SIGNATURE) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
      'paypal-transmission-id': `tx-${event.id}`,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: JSON.stringify({ ...event, create_time: new Date().toISOString(), resource_type: 'subscription' }),
  });
}

describe('PayPal adapter', () => {
  let account: { cookie: string; userId: number };
  const subscription = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/user/${account.userId}/subscription`, headers: { cookie: account.cookie } })).json<UserSubscription>();
  const activated = (id: string, startTime: Date) => ({
    id,
    event_type: 'BILLING.SUBSCRIPTION.ACTIVATED',
    resource: {
      id: 'I-SUB1',
      status: 'ACTIVE',
      plan_id: 'P-FAMILY',
      custom_id: `${account.userId}:family`,
      start_time: startTime.toISOString(),
      billing_info: { next_billing_time: startTime.toISOString() },
      subscriber: { payer_id: 'PAYER1' },
    },
  });

  beforeAll(async () => {
    account = await signedInAccount(t);
  });

  it('names PayPal for the wallet in the payment settings', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscription/payment-settings', headers: { cookie: account.cookie } });
    expect(response.json<PaymentSettingsResponse>()).toEqual({ card: 'test', wallet: 'paypal', testMode: true });
  });

  it('creates a subscription with an OAuth token and answers its approval link; the plan waits for PayPal', async () => {
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: { cookie: account.cookie },
      payload: { userId: account.userId, planId: 'family', paymentMethod: 'paypal' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateSubscriptionResponse>()).toEqual({
      outcome: 'redirect',
      provider: 'paypal',
      checkoutUrl: 'https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=BA-1',
    });
    const sent = JSON.parse(fake.requests.find((request) => request.path === '/v1/billing/subscriptions')?.body ?? '{}') as {
      plan_id: string;
      custom_id: string;
      start_time: string;
      application_context: { return_url: string; cancel_url: string };
    };
    expect(sent.plan_id).toBe('P-FAMILY');
    expect(sent.custom_id).toBe(`${account.userId}:family`);
    // A first subscription starts billing after the 14-day trial.
    expect((Date.parse(sent.start_time) - before) / 86_400_000).toBeCloseTo(14, 1);
    expect(sent.application_context.return_url).toBe('http://localhost:80/subscription?checkout=success');
    expect(sent.application_context.cancel_url).toBe('http://localhost:80/subscription?checkout=canceled');
    expect(tokensIssued).toBe(1);
    expect((await subscription()).subscriptionTier).toBe('free');
  });

  it('refuses a webhook PayPal does not verify (FAILURE) or one without its headers, with 400', async () => {
    const trialEnd = new Date(Date.now() + 14 * 86_400_000);
    const forged = await sendEvent(activated('WH-FORGED', trialEnd), 'forged-signature');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: 'The PayPal signature does not match' });
    const headerless = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(activated('WH-BARE', trialEnd)),
    });
    expect(headerless.statusCode).toBe(400);
    expect((await subscription()).subscriptionTier).toBe('free');
  });

  it('activates on a verified BILLING.SUBSCRIPTION.ACTIVATED (SUCCESS), trialing until billing starts; a replay is ignored', async () => {
    const trialEnd = new Date(Date.now() + 14 * 86_400_000);
    const response = await sendEvent(activated('WH-ACTIVATED-1', trialEnd));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, replayed: false });
    expect(await subscription()).toMatchObject({
      subscriptionTier: 'family',
      subscriptionStatus: 'trialing',
      trialEndsAt: trialEnd.toISOString(),
      paymentProvider: 'paypal',
    });
    const replay = await sendEvent(activated('WH-ACTIVATED-1', trialEnd));
    expect(replay.json()).toEqual({ received: true, replayed: true });
    // Token reused, not fetched again per call.
    expect(tokensIssued).toBe(1);
  });

  it('cancels by suspending billing and resumes by activating it again', async () => {
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: account.cookie } });
    expect((await post('/api/subscription/cancel')).json<UserSubscription>()).toMatchObject({
      subscriptionTier: 'family',
      subscriptionStatus: 'canceled',
    });
    expect(fake.requests.some((request) => request.path === '/v1/billing/subscriptions/I-SUB1/suspend')).toBe(true);
    expect((await post('/api/subscription/resume')).json<UserSubscription>()).toMatchObject({ subscriptionStatus: 'trialing' });
    expect(fake.requests.some((request) => request.path === '/v1/billing/subscriptions/I-SUB1/activate')).toBe(true);
  });

  it('follows payment failures, completed payments and the end of the subscription', async () => {
    await sendEvent({ id: 'WH-FAILED-1', event_type: 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource: { id: 'I-SUB1' } });
    expect(await subscription()).toMatchObject({ subscriptionStatus: 'past_due' });
    await sendEvent({ id: 'WH-SALE-1', event_type: 'PAYMENT.SALE.COMPLETED', resource: { id: 'SALE-1', billing_agreement_id: 'I-SUB1' } });
    expect(await subscription()).toMatchObject({ subscriptionStatus: 'active' });
    await sendEvent({ id: 'WH-CANCELLED-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-SUB1' } });
    expect(await subscription()).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
  });
});
