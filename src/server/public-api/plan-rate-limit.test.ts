import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RATE_LIMITS } from '../../shared/contract/public-api/rate-limits.js';
import { apiRateCounters, users, workspaceMembers } from '../db/schema.js';
import { apiKeyFor, v1 } from '../../../tests/support/public-api.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, secondInstance, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function workspaceOf(userId: number): Promise<number> {
  const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return member!.workspaceId;
}

const FREE = API_RATE_LIMITS.free!;

describe('plan rate limits on /api/v1', () => {
  it(`lets a Free workspace make ${FREE.perHour} requests an hour across two instances, and answers the next with 429`, async () => {
    const { cookie } = await signedInAccount(t);
    const key = await apiKeyFor(t, cookie);
    const other = await secondInstance(t);
    try {
      const onOther = () => other.app.inject({ method: 'GET', url: '/api/v1/brands', headers: { authorization: `Bearer ${key}` } });
      const first = await v1(t, key, 'GET', '/api/v1/brands');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-ratelimit-limit']).toBe(String(FREE.perHour));
      expect(first.headers['x-ratelimit-remaining']).toBe(String(FREE.perHour - 1));
      expect(first.headers['x-ratelimit-window']).toBe('hour');
      const reset = Number(first.headers['x-ratelimit-reset']);
      const nextHour = Math.ceil(Date.now() / 3_600_000) * 3_600;
      expect(reset).toBe(nextHour);

      // Half on each instance: one count in PostgreSQL.
      for (let index = 2; index <= FREE.perHour; index++) {
        const response = index % 2 === 0 ? await onOther() : await v1(t, key, 'GET', '/api/v1/brands');
        expect(response.statusCode, `request ${index}`).toBe(200);
        expect(response.headers['x-ratelimit-remaining']).toBe(String(FREE.perHour - index));
      }
      for (const refused of [await v1(t, key, 'GET', '/api/v1/brands'), await onOther()]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['x-ratelimit-remaining']).toBe('0');
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3_600);
        expect(refused.json()).toMatchObject({ code: 'rate_limited', limit: 'requests_per_hour', error: expect.stringMatching(/100 API requests per hour/) });
      }
    } finally {
      await other.close();
    }
  });

  it('counts per workspace: another workspace keeps its own allowance', async () => {
    const busy = await signedInAccount(t);
    const quiet = await signedInAccount(t);
    await t.database.db.insert(apiRateCounters).values({ workspaceId: await workspaceOf(busy.userId), window: 'hour', startsAt: sql`date_trunc('hour', now())`, hits: FREE.perHour });
    expect((await v1(t, await apiKeyFor(t, busy.cookie), 'GET', '/api/v1/brands')).statusCode).toBe(429);
    const answer = await v1(t, await apiKeyFor(t, quiet.cookie), 'GET', '/api/v1/brands');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-ratelimit-remaining']).toBe(String(FREE.perHour - 1));
  });

  it('starts a new hour afresh, and refuses once the month’s requests are used, saying which limit', async () => {
    const { cookie, userId } = await signedInAccount(t);
    const key = await apiKeyFor(t, cookie);
    const workspaceId = await workspaceOf(userId);
    // Last hour's count is spent: this hour starts again.
    await t.database.db.insert(apiRateCounters).values({ workspaceId, window: 'hour', startsAt: sql`date_trunc('hour', now()) - interval '1 hour'`, hits: FREE.perHour + 5 });
    const fresh = await v1(t, key, 'GET', '/api/v1/brands');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-ratelimit-remaining']).toBe(String(FREE.perHour - 1));

    // 990 of the month's 1,000 used: the month is now the limit to watch, then the one that refuses.
    await t.database.db.update(apiRateCounters).set({ hits: FREE.perMonth - 10 }).where(sql`${apiRateCounters.workspaceId} = ${workspaceId} AND ${apiRateCounters.window} = 'month'`);
    const watching = await v1(t, key, 'GET', '/api/v1/brands');
    expect(watching.headers['x-ratelimit-window']).toBe('month');
    expect(watching.headers['x-ratelimit-limit']).toBe(String(FREE.perMonth));
    expect(watching.headers['x-ratelimit-remaining']).toBe('9');
    for (let index = 0; index < 9; index++) expect((await v1(t, key, 'GET', '/api/v1/brands')).statusCode).toBe(200);
    const refused = await v1(t, key, 'GET', '/api/v1/brands');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', limit: 'requests_per_month' });
    const now = new Date();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) / 1000;
    expect(Number(refused.headers['x-ratelimit-reset'])).toBe(nextMonth);
  });

  it('follows the plan: Individual gets 1,000 an hour, Enterprise and the master account are not limited', async () => {
    const { cookie, userId } = await signedInAccount(t);
    const key = await apiKeyFor(t, cookie);
    await t.database.db.update(users).set({ subscriptionTier: 'individual' }).where(eq(users.id, userId));
    expect((await v1(t, key, 'GET', '/api/v1/brands')).headers['x-ratelimit-limit']).toBe('1000');
    await t.database.db.update(users).set({ subscriptionTier: 'enterprise' }).where(eq(users.id, userId));
    const unlimited = await v1(t, key, 'GET', '/api/v1/brands');
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
