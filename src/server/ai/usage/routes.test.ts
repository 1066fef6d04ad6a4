import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiRequestLogPage, AiUsageReport } from '../../../shared/contract/ai-usage-report.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../../tests/support/workspace-roles.js';
import { aiRequests } from '../../db/schema.js';
import { currentUsageMonth } from './usage-report.js';

let server: OpenAiTestServer;
let t: TestApp;
let baseUrl: string;
let owner: { cookie: string; userId: number };
let member: { cookie: string; userId: number };
let rival: { cookie: string; userId: number };
let workspaceId: number;

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** One writing action over a real connection, read to its end. */
async function write(cookie: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl}/api/ai/write`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return response.text();
}

const SECRET_TEXT = 'The merger with Northwind closes on Friday.';

beforeAll(async () => {
  server = await startOpenAiTestServer({ apiKey: 'sk-test' });
  t = await createTestApp({ ai: { baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'writer-model', fastModel: 'quick-model' } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signedInAccount(t);
  member = await signedInAccount(t);
  rival = await signedInAccount(t);
  workspaceId = await workspaceOwnedBy(t.database.db, owner.userId);
  await moveIntoWorkspace(t.database.db, { userId: member.userId, workspaceId, role: 'member' });

  // The owner: a rewrite (the test model reports its tokens), headlines (the fast model), one
  // that fails twice at the provider (500, retried once); the member: a rewrite whose model
  // reports no tokens; the rival, in its own workspace: one request.
  server.queue = [{ kind: 'answer', pieces: ['One ', 'two ', 'three.'] }];
  await write(owner.cookie, { action: 'rewrite', text: SECRET_TEXT });
  server.queue = [{ kind: 'answer', pieces: ['1. Light tents\n', '2. Tents for spring'] }];
  await write(owner.cookie, { action: 'generate', generator: 'headlines', text: SECRET_TEXT });
  server.queue = [
    { kind: 'error', status: 500, message: 'overloaded' },
    { kind: 'error', status: 500, message: 'overloaded' },
  ];
  await write(owner.cookie, { action: 'shorten', text: SECRET_TEXT });
  server.queue = [{ kind: 'answer', pieces: ['Shorter.'], usage: 'none' }];
  await write(member.cookie, { action: 'rewrite', text: SECRET_TEXT });
  await write(rival.cookie, { action: 'expand', text: 'Rival text.' });

  // A request of last month: in its own month's report, not in this one's.
  const lastMonth = new Date();
  lastMonth.setUTCDate(1);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  await t.database.db.insert(aiRequests).values({
    workspaceId,
    userId: owner.userId,
    action: 'continue',
    model: 'old-model',
    outcome: 'completed',
    promptTokens: 5,
    completionTokens: 7,
    durationMs: 900,
    startedAt: lastMonth,
    finishedAt: lastMonth,
  });
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.queue = [];
});

describe('GET /api/ai/usage/report', () => {
  it('sums the month’s requests in all, by person, by action and by model, busiest first, with the tokens the model reported', async () => {
    const response = await get('/api/ai/usage/report', owner.cookie);
    expect(response.statusCode).toBe(200);
    const report = response.json<AiUsageReport>();
    expect(report.month).toBe(currentUsageMonth());
    expect(report.totals).toMatchObject({ requests: 4, failed: 1, promptTokens: 20, completionTokens: 5 });
    expect(report.totals.averageDurationMs).toEqual(expect.any(Number));

    expect(report.byPerson.map((row) => [row.userId, row.requests, row.failed])).toEqual([
      [owner.userId, 3, 1],
      [member.userId, 1, 0],
    ]);
    expect(report.byPerson[0]!.email).toMatch(/@/);
    expect(report.byPerson[0]!.name).toBeTruthy();
    // A generator's request is recorded under its kind.
    expect(Object.fromEntries(report.byAction.map((row) => [row.action, row.requests]))).toEqual({ rewrite: 2, headlines: 1, shorten: 1 });
    expect(report.byAction[0]).toMatchObject({ action: 'rewrite', requests: 2, promptTokens: 10, completionTokens: 3 });
    expect(Object.fromEntries(report.byModel.map((row) => [row.model, row.requests]))).toEqual({ 'writer-model': 3, 'quick-model': 1 });
  });

  it('reports another month on its own, and an empty month as zeros', async () => {
    const last = new Date();
    last.setUTCDate(1);
    last.setUTCMonth(last.getUTCMonth() - 1);
    const report = (await get(`/api/ai/usage/report?month=${currentUsageMonth(last)}`, owner.cookie)).json<AiUsageReport>();
    expect(report.totals).toEqual({ requests: 1, failed: 0, promptTokens: 5, completionTokens: 7, averageDurationMs: 900 });
    expect(report.byModel).toEqual([expect.objectContaining({ model: 'old-model', requests: 1 })]);

    const empty = (await get('/api/ai/usage/report?month=2024-02', owner.cookie)).json<AiUsageReport>();
    expect(empty).toEqual({ month: '2024-02', totals: { requests: 0, failed: 0, promptTokens: 0, completionTokens: 0, averageDurationMs: null }, byPerson: [], byAction: [], byModel: [] });
  });

  it('shows each workspace its own requests only, to its admins and owners only', async () => {
    const rivals = (await get('/api/ai/usage/report', rival.cookie)).json<AiUsageReport>();
    expect(rivals.totals.requests).toBe(1);
    expect(rivals.byPerson.map((row) => row.userId)).toEqual([rival.userId]);

    const refused = await get('/api/ai/usage/report', member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/see the AI usage/);
    expect((await get('/api/ai/usage/requests', member.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ai/usage/report' })).statusCode).toBe(401);
  });

  it('refuses a month that is not one with a clear 400', async () => {
    for (const month of ['2026-13', '26-11', '0000-01', 'november', '2026-11-01']) {
      const response = await get(`/api/ai/usage/report?month=${month}`, owner.cookie);
      expect(response.statusCode, month).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(/month must be a month as YYYY-MM/);
    }
  });
});

describe('GET /api/ai/usage/requests', () => {
  it('lists the month’s requests newest first, page by page: who, action, model, outcome, tokens, time, and never the text', async () => {
    const first = await get('/api/ai/usage/requests?limit=3', owner.cookie);
    expect(first.statusCode).toBe(200);
    const page = first.json<AiRequestLogPage>();
    expect(page.requests.map((request) => [request.action, request.userId])).toEqual([
      ['rewrite', member.userId],
      ['shorten', owner.userId],
      ['headlines', owner.userId],
    ]);
    expect(page.requests[0]).toMatchObject({ model: 'writer-model', outcome: 'completed', failure: null, promptTokens: null, completionTokens: null });
    expect(page.requests[0]!.durationMs).toEqual(expect.any(Number));
    expect(page.requests[1]).toMatchObject({ outcome: 'failed', failure: 'provider-error' });
    expect(page.requests[2]).toMatchObject({ model: 'quick-model', outcome: 'completed', promptTokens: 10, completionTokens: 2 });
    expect(first.body).not.toContain('Northwind');
    expect(page.nextCursor).toEqual(expect.any(String));

    const second = (await get(`/api/ai/usage/requests?limit=3&cursor=${page.nextCursor}`, owner.cookie)).json<AiRequestLogPage>();
    expect(second.requests.map((request) => request.action)).toEqual(['rewrite']);
    expect(second.nextCursor).toBeNull();
  });

  it('keeps a deleted account’s requests, without a name', async () => {
    const gone = await signedInAccount(t);
    await moveIntoWorkspace(t.database.db, { userId: gone.userId, workspaceId, role: 'member' });
    await write(gone.cookie, { action: 'simplify', text: 'Plain words.' });
    await t.database.db.execute(sql`DELETE FROM users WHERE id = ${gone.userId}`);
    const [newest] = (await get('/api/ai/usage/requests?limit=1', owner.cookie)).json<AiRequestLogPage>().requests;
    expect(newest).toMatchObject({ action: 'simplify', userId: null, name: null, email: null });
    const report = (await get('/api/ai/usage/report', owner.cookie)).json<AiUsageReport>();
    expect(report.byPerson.at(-1)).toMatchObject({ userId: null, name: null, requests: 1 });
    await t.database.db.delete(aiRequests).where(eq(aiRequests.action, 'simplify'));
  });

  it('refuses a cursor it did not give and a limit out of range, and never shows another workspace’s requests', async () => {
    expect((await get('/api/ai/usage/requests?cursor=not-a-cursor', owner.cookie)).statusCode).toBe(400);
    expect((await get('/api/ai/usage/requests?limit=0', owner.cookie)).statusCode).toBe(400);
    expect((await get('/api/ai/usage/requests?limit=101', owner.cookie)).statusCode).toBe(400);
    const rivals = (await get('/api/ai/usage/requests', rival.cookie)).json<AiRequestLogPage>();
    expect(rivals.requests.map((request) => request.action)).toEqual(['expand']);
  });
});
