import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runQueuedAccountDeletions } from '../../../tests/support/data-export.js';
import { startFakeProviderApi, type RecordedRequest } from '../../../tests/support/fake-provider-api.js';
import { accountWithRecords, nextAddress, type Context } from '../../../tests/support/route-samples.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { createPaymentProviders, type PaymentProviders } from '../billing/payment-providers.js';
import { accountDeletions, subscriptions, users } from '../db/schema.js';

/** What the fake Stripe does with DELETE /v1/subscriptions/:id: end it, or fail like an outage. */
let stripeIsDown = false;
const canceled = new Set<string>();

function fakeStripe(request: RecordedRequest) {
  const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(request.path);
  if (request.method !== 'DELETE' || !match) return { status: 404, json: { error: { type: 'invalid_request_error', message: 'Not found' } } };
  if (stripeIsDown) return { status: 503, json: { error: { type: 'api_error', message: 'Service unavailable' } } };
  canceled.add(match[1]!);
  return { json: { id: match[1], object: 'subscription', status: 'canceled' } };
}

let fake: Awaited<ReturnType<typeof startFakeProviderApi>>;
let t: TestApp;
let payments: PaymentProviders;

beforeAll(async () => {
  fake = await startFakeProviderApi(fakeStripe);
  payments = createPaymentProviders({
    stripe: { secretKey: 'sk_test_inkwise', webhookSecret: 'whsec_inkwise_test', prices: { individual: undefined, family: undefined, enterprise: undefined }, apiBase: fake.url },
    paypal: undefined,
  });
  t = await createTestApp({ payments });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  stripeIsDown = false;
});

/** An account on a paid Family plan held at Stripe, whose deletion is due. */
async function paidAccountDueForDeletion(subscriptionId: string): Promise<Context> {
  const me = await accountWithRecords(t);
  const { userId } = me.account;
  await t.database.db.insert(subscriptions).values({ userId, tier: 'family', status: 'active', provider: 'stripe', providerSubscriptionId: subscriptionId });
  await t.database.db.update(users).set({ subscriptionTier: 'family' }).where(eq(users.id, userId));
  const scheduled = await t.app.inject({
    method: 'POST',
    url: '/api/account-deletion',
    headers: { cookie: me.account.cookie },
    payload: { password: me.account.password },
    remoteAddress: nextAddress(),
  });
  expect(scheduled.statusCode).toBe(202);
  await t.database.db.update(accountDeletions).set({ deleteAfter: sql`now() - interval '1 minute'` }).where(eq(accountDeletions.userId, userId));
  return me;
}

const accountExists = async (userId: number) => (await t.database.db.select().from(users).where(eq(users.id, userId))).length === 1;

describe('Deleting an account with a paid plan', () => {
  it('ends the subscription at its provider before the account goes, so nobody is charged for it', async () => {
    const me = await paidAccountDueForDeletion('sub_deleted_account');
    expect(await runQueuedAccountDeletions(t, { payments })).toBe(1);
    expect(canceled.has('sub_deleted_account')).toBe(true);
    expect(await accountExists(me.account.userId)).toBe(false);
  });

  it('keeps the account and tries again later while the provider cannot be reached', async () => {
    const me = await paidAccountDueForDeletion('sub_provider_down');
    stripeIsDown = true;
    await expect(runQueuedAccountDeletions(t, { payments, lastAttempt: false })).rejects.toThrow();
    expect(canceled.has('sub_provider_down')).toBe(false);
    expect(await accountExists(me.account.userId)).toBe(true);

    // The next attempt, with the provider back, ends the plan and then the account.
    stripeIsDown = false;
    expect(await runQueuedAccountDeletions(t, { payments, lastAttempt: false })).toBe(1);
    expect(canceled.has('sub_provider_down')).toBe(true);
    expect(await accountExists(me.account.userId)).toBe(false);
  });

  it('deletes on the last attempt even when the provider is still down: the deletion was asked for', async () => {
    const me = await paidAccountDueForDeletion('sub_never_reached');
    stripeIsDown = true;
    expect(await runQueuedAccountDeletions(t, { payments, lastAttempt: true })).toBe(1);
    expect(await accountExists(me.account.userId)).toBe(false);
  });

  it('calls no provider for a plan already ended', async () => {
    const me = await paidAccountDueForDeletion('sub_already_over');
    await t.database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, me.account.userId));
    const before = fake.requests.length;
    expect(await runQueuedAccountDeletions(t, { payments })).toBe(1);
    expect(fake.requests.length).toBe(before);
    expect(await accountExists(me.account.userId)).toBe(false);
  });
});
