import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { sessions, users, workspaceMembers } from '../db/schema.js';
import { hashSessionToken, LAST_SEEN_REFRESH_MS, SESSION_COOKIE, SIGN_IN_MESSAGE } from './session.js';

/**
 * GET /api/documents reads its session in the page's own statement (session-in-route-query.ts),
 * not in the hook every other route goes through: the same refusals must hold there, with no
 * document of the workspace in the answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = (cookie?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/documents${query}`, headers: cookie ? { cookie } : {} });

async function writerWithDocuments(count = 3) {
  const { cookie, userId } = await signedInAccount(t);
  for (let index = 1; index <= count; index += 1) {
    const created = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: `Note ${index}`, content: 'Text' } });
    expect(created.statusCode).toBe(201);
  }
  const tokenHash = hashSessionToken(decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length)));
  return { cookie, userId, tokenHash };
}

function expectRefused(response: Awaited<ReturnType<typeof list>>) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: SIGN_IN_MESSAGE });
}

describe('GET /api/documents: the session read with the page', () => {
  it('lists the signed-in workspace’s documents, at every page size', async () => {
    const { cookie } = await writerWithDocuments(3);
    expect((await list(cookie)).json<DocumentSummary[]>().map((document) => document.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    for (const limit of [1, 2, 3]) {
      const response = await list(cookie, `?limit=${limit}`);
      expect(response.json<DocumentSummary[]>()).toHaveLength(limit);
      expect(response.headers['x-next-cursor'] === undefined).toBe(limit === 3);
    }
  });

  it('refuses a request without a cookie, and a cookie that signs nobody in', async () => {
    expectRefused(await list());
    expectRefused(await list(`${SESSION_COOKIE}=not-a-session`));
  });

  it('refuses an expired session', async () => {
    const { cookie, tokenHash } = await writerWithDocuments();
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash));
    expectRefused(await list(cookie));
  });

  it('refuses a suspended account’s session, even before its sessions are deleted', async () => {
    const { cookie, userId } = await writerWithDocuments();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
    expectRefused(await list(cookie));
  });

  it('refuses a member removed from the workspace at once', async () => {
    const { cookie, userId } = await writerWithDocuments();
    await t.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    expectRefused(await list(cookie));
  });

  it('brings a stale last-seen time up to date, as every other request does, and leaves a fresh one', async () => {
    const { cookie, tokenHash } = await writerWithDocuments(1);
    const lastSeen = async () =>
      (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]!.at;
    const setLastSeen = (msAgo: number) =>
      t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - msAgo) }).where(eq(sessions.tokenHash, tokenHash));

    await setLastSeen(LAST_SEEN_REFRESH_MS / 2);
    const fresh = await lastSeen();
    expect((await list(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(fresh);

    await setLastSeen(LAST_SEEN_REFRESH_MS + 60_000);
    const before = Date.now();
    expect((await list(cookie)).statusCode).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
