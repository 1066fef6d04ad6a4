import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateSubscriptionResponse,
  PaymentSettingsResponse,
  Plan,
  UserSubscription,
} from '../../shared/contract/subscriptions.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { ensureMasterAccount } from '../auth/ensure-master-account.js';
import { subscriptions, users } from '../db/schema.js';

let t: TestApp;
let master: { cookie: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  const settings = { email: 'root@inkwise.example', key: 'master key for billing tests' };
  await ensureMasterAccount(t.database.db, settings);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/master-login',
    payload: { email: settings.email, password: settings.key },
  });
  expect(login.statusCode).toBe(200);
  master = { cookie: sessionCookieFrom(login), userId: login.json<{ user: { id: number } }>().user.id };
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });

const subscriptionOf = async (account: { cookie: string; userId: number }) => {
  const response = await call('GET', `/api/user/${account.userId}/subscription`, account.cookie);
  expect(response.statusCode).toBe(200);
  return response.json<UserSubscription>();
};

const subscribe = (account: { cookie: string; userId: number }, planId = 'individual', paymentMethod = 'stripe') =>
  call('POST', '/api/subscription/create', account.cookie, { userId: account.userId, planId, paymentMethod });

describe('GET /api/pricing/plans', () => {
  it('lists the four plans to visitors, with prices and limits growing per tier', async () => {
    const response = await call('GET', '/api/pricing/plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json<Plan[]>();
    expect(plans.map((plan) => [plan.id, plan.price])).toEqual([
      ['free', 0],
      ['individual', 29],
      ['family', 79],
      ['enterprise', 299],
    ]);
    for (const [lower, higher] of plans.slice(0, -1).map((plan, index) => [plan, plans[index + 1]!] as const)) {
      expect(higher.limits.documentsPerMonth).toBeGreaterThan(lower.limits.documentsPerMonth);
      expect(higher.limits.aiSuggestionsPerMonth).toBeGreaterThan(lower.limits.aiSuggestionsPerMonth);
      expect(higher.limits.storageGB).toBeGreaterThan(lower.limits.storageGB);
      expect(higher.features.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/user/:id/subscription', () => {
  it('starts a new account on the free plan, active', async () => {
    const account = await signedInAccount(t);
    expect(await subscriptionOf(account)).toEqual({
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      isMasterAccount: false,
      trialEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      paymentProvider: null,
    });
  });

  it('answers 404 for another user’s id and 401 when signed out', async () => {
    const account = await signedInAccount(t);
    const other = await signedInAccount(t);
    const response = await call('GET', `/api/user/${other.userId}/subscription`, account.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
    expect((await call('GET', `/api/user/${account.userId}/subscription`)).statusCode).toBe(401);
    expect((await call('GET', '/api/user/abc/subscription', account.cookie)).statusCode).toBe(400);
  });

  it('shows the master account as enterprise with the master flag, and lets it read any account', async () => {
    expect(await subscriptionOf(master)).toMatchObject({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      isMasterAccount: true,
    });
    const account = await signedInAccount(t);
    const response = await call('GET', `/api/user/${account.userId}/subscription`, master.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserSubscription>()).toMatchObject({ subscriptionTier: 'free', isMasterAccount: false });
    expect((await call('GET', '/api/user/999999/subscription', master.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/subscription/payment-settings', () => {
  it('says test mode serves both methods when no provider keys are set', async () => {
    const account = await signedInAccount(t);
    const response = await call('GET', '/api/subscription/payment-settings', account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentSettingsResponse>()).toEqual({ card: 'test', wallet: 'test', testMode: true });
    expect((await call('GET', '/api/subscription/payment-settings')).statusCode).toBe(401);
  });
});

describe('POST /api/subscription/create', () => {
  it('completes at once in test mode: a first paid plan starts its 14-day trial', async () => {
    const account = await signedInAccount(t);
    const before = Date.now();
    const response = await subscribe(account, 'individual', 'stripe');
    expect(response.statusCode).toBe(200);
    const body = response.json<CreateSubscriptionResponse>();
    expect(body).toMatchObject({
      outcome: 'completed',
      provider: 'test',
      subscription: { subscriptionTier: 'individual', subscriptionStatus: 'trialing', paymentProvider: 'test' },
    });
    if (body.outcome !== 'completed') throw new Error('expected completion');
    const trialDays = (Date.parse(body.subscription.trialEndsAt ?? '') - before) / 86_400_000;
    expect(trialDays).toBeGreaterThanOrEqual(13.99);
    expect(trialDays).toBeLessThan(14.01);
    expect(await subscriptionOf(account)).toEqual(body.subscription);
    // The session's user (what /api/auth/verify answers) carries the new tier too.
    const verify = await call('GET', '/api/auth/verify', account.cookie);
    expect(verify.json<{ user: { subscriptionTier: string } }>().user.subscriptionTier).toBe('individual');
  });

  it('gives no second trial: changing plan later starts active, by wallet too', async () => {
    const account = await signedInAccount(t);
    expect((await subscribe(account, 'individual', 'stripe')).statusCode).toBe(200);
    const response = await subscribe(account, 'family', 'paypal');
    expect(response.statusCode).toBe(200);
    expect(response.json<CreateSubscriptionResponse>()).toMatchObject({
      outcome: 'completed',
      subscription: { subscriptionTier: 'family', subscriptionStatus: 'active', trialEndsAt: null },
    });
  });

  it('refuses the plan the account is already on with 409', async () => {
    const account = await signedInAccount(t);
    expect((await subscribe(account, 'enterprise')).statusCode).toBe(200);
    const again = await subscribe(account, 'enterprise');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You are already on the Enterprise plan.' });
  });

  it('refuses another user’s id with 403 and changes nothing', async () => {
    const account = await signedInAccount(t);
    const other = await signedInAccount(t);
    const response = await call('POST', '/api/subscription/create', account.cookie, {
      userId: other.userId,
      planId: 'individual',
      paymentMethod: 'stripe',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only subscribe your own account' });
    expect((await subscriptionOf(other)).subscriptionTier).toBe('free');
  });

  it.each([
    ['the free plan', { planId: 'free', paymentMethod: 'stripe' }, /free plan needs no subscription/],
    ['an unknown plan', { planId: 'platinum', paymentMethod: 'stripe' }, /Unknown plan "platinum"/],
    ['an unknown payment method', { planId: 'individual', paymentMethod: 'bitcoin' }, /paymentMethod must be "stripe" or "paypal"/],
    ['a missing plan', { paymentMethod: 'stripe' }, /planId/],
    ['a missing payment method', { planId: 'individual' }, /paymentMethod/],
  ])('refuses %s with 400 {error}, storing nothing', async (_case, payload, message) => {
    const account = await signedInAccount(t);
    const response = await call('POST', '/api/subscription/create', account.cookie, { userId: account.userId, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, account.userId));
    expect(rows).toEqual([]);
  });

  it('refuses a missing userId with 400 and a signed-out caller with 401', async () => {
    const account = await signedInAccount(t);
    const missing = await call('POST', '/api/subscription/create', account.cookie, { planId: 'individual', paymentMethod: 'stripe' });
    expect(missing.statusCode).toBe(400);
    const signedOut = await call('POST', '/api/subscription/create', undefined, {
      userId: account.userId,
      planId: 'individual',
      paymentMethod: 'stripe',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('limits subscribe attempts per user to 20 an hour (429), each opening a checkout at a provider', async () => {
    const account = await signedInAccount(t);
    expect((await subscribe(account, 'individual')).statusCode).toBe(200);
    for (let attempt = 2; attempt <= 20; attempt += 1) expect((await subscribe(account, 'individual')).statusCode).toBe(409);
    const limited = await subscribe(account, 'family');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many subscription attempts\. Please try again in \d+ minute/);
    // Another user is not affected.
    expect((await subscribe(await signedInAccount(t), 'family')).statusCode).toBe(200);
  });

  it('bills nothing to the master account: 409 naming why', async () => {
    const response = await subscribe(master, 'family');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toMatch(/master account already has every Enterprise feature/);
    expect(await subscriptionOf(master)).toMatchObject({ subscriptionTier: 'enterprise', isMasterAccount: true });
  });
});

describe('POST /api/subscription/cancel and /resume', () => {
  it('cancels at period end (tier kept, status canceled), then resumes the trial', async () => {
    const account = await signedInAccount(t);
    await subscribe(account, 'family');
    const canceled = await call('POST', '/api/subscription/cancel', account.cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json<UserSubscription>()).toMatchObject({
      subscriptionTier: 'family',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: true,
    });
    expect(await subscriptionOf(account)).toMatchObject({ subscriptionStatus: 'canceled', subscriptionTier: 'family' });
    // Canceling twice answers the same state.
    expect((await call('POST', '/api/subscription/cancel', account.cookie)).json<UserSubscription>().cancelAtPeriodEnd).toBe(true);
    // Subscribing to the same plan again is refused: resume is the way back.
    expect((await subscribe(account, 'family')).json<{ error: string }>().error).toMatch(/Resume it/);

    const resumed = await call('POST', '/api/subscription/resume', account.cookie);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json<UserSubscription>()).toMatchObject({
      subscriptionTier: 'family',
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: false,
    });
  });

  it('puts a canceled plan back on free once its period is over', async () => {
    const account = await signedInAccount(t);
    await subscribe(account, 'individual');
    await call('POST', '/api/subscription/cancel', account.cookie);
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, account.userId));
    expect(await subscriptionOf(account)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(user?.subscriptionTier).toBe('free');
    // No second trial after coming back.
    const again = await subscribe(account, 'individual');
    expect(again.json<CreateSubscriptionResponse>()).toMatchObject({ subscription: { subscriptionStatus: 'active' } });
  });

  it('renews a test-mode trial that ran out as active', async () => {
    const account = await signedInAccount(t);
    await subscribe(account, 'individual');
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date(Date.now() - 1000), currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, account.userId));
    const after = await subscriptionOf(account);
    expect(after).toMatchObject({ subscriptionTier: 'individual', subscriptionStatus: 'active', trialEndsAt: null });
    expect(Date.parse(after.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now());
  });

  it('answers 409 when there is nothing to cancel or resume, and 401 signed out', async () => {
    const account = await signedInAccount(t);
    const cancel = await call('POST', '/api/subscription/cancel', account.cookie);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ error: string }>().error).toMatch(/free plan/);
    expect((await call('POST', '/api/subscription/resume', account.cookie)).statusCode).toBe(409);
    expect((await call('POST', '/api/subscription/cancel', master.cookie)).statusCode).toBe(409);
    expect((await call('POST', '/api/subscription/cancel')).statusCode).toBe(401);
    expect((await call('POST', '/api/subscription/resume')).statusCode).toBe(401);
  });
});

describe('webhooks without provider keys', () => {
  it('answers 404 for a provider that is not configured, without a session or same-origin header', async () => {
    for (const provider of ['stripe', 'paypal']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/${provider}`,
        headers: { 'content-type': 'application/json', origin: 'https://hooks.example' },
        payload: '{"id":"evt_1"}',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: string }>().error).toMatch(/not configured/);
    }
  });
});
