import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentSummary } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { documents, sessions, users, workspaceMembers } from '../db/schema.js';
import { hashSessionToken, LAST_SEEN_REFRESH_MS, SESSION_COOKIE, SIGN_IN_MESSAGE } from './session.js';

/**
 * GET /api/documents and GET /api/documents/:id read their session in their own statement
 * (session-in-route-query.ts), not in the hook every other route goes through: the same refusals
 * must hold there, with nothing of the workspace in the answer.
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
const read = (id: number, cookie?: string) => t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: cookie ? { cookie } : {} });

async function writerWithDocuments(count = 3) {
  const { cookie, userId } = await signedInAccount(t);
  const created: Document[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: { title: `Note ${index}`, content: `Text ${index}` } });
    expect(response.statusCode).toBe(201);
    created.push(response.json<Document>());
  }
  const tokenHash = hashSessionToken(decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length)));
  return { cookie, userId, tokenHash, documentId: created[0]!.id, created };
}

/** Both calls refused with the sign-in message. */
async function expectRefused(cookie: string | undefined, documentId: number) {
  for (const response of [await list(cookie), await read(documentId, cookie)]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SIGN_IN_MESSAGE });
  }
}

describe('GET /api/documents and /api/documents/:id: the session read with the page or the document', () => {
  it('lists the signed-in workspace’s documents, at every page size', async () => {
    const { cookie } = await writerWithDocuments(3);
    expect((await list(cookie)).json<DocumentSummary[]>().map((document) => document.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    for (const limit of [1, 2, 3]) {
      const response = await list(cookie, `?limit=${limit}`);
      expect(response.json<DocumentSummary[]>()).toHaveLength(limit);
      expect(response.headers['x-next-cursor'] === undefined).toBe(limit === 3);
    }
  });

  it('pages through 51 documents at sizes around the statements’ row counts (25, 49, 101), without gaps or repeats', async () => {
    const { cookie, userId } = await signedInAccount(t);
    const [member] = await t.database.db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    await t.database.db.insert(documents).values(
      Array.from({ length: 51 }, (_, index) => ({ workspaceId: member!.workspaceId, title: `Page ${index}`, content: '', wordCount: 0, seoScore: 0, updatedAt: new Date(Date.UTC(2026, 0, 1, 0, index)) })),
    );
    for (const limit of [24, 25, 48, 49, 50, 51, 100]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await list(cookie, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        const page = response.json<DocumentSummary[]>();
        expect(page.length, `limit ${limit}`).toBe(Math.min(limit, 51 - seen.length));
        seen.push(...page.map((document) => document.title));
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(seen, `limit ${limit}`).toEqual(Array.from({ length: 51 }, (_, index) => `Page ${50 - index}`));
    }
  });

  it('reads a document as its creation answered it, and another workspace’s as not found', async () => {
    const { cookie, created } = await writerWithDocuments(2);
    for (const document of created) expect((await read(document.id, cookie)).json()).toEqual(document);
    const { cookie: stranger } = await signedInAccount(t);
    const response = await read(created[0]!.id, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Document not found' });
  });

  it('refuses a request without a cookie, and a cookie that signs nobody in', async () => {
    const { documentId } = await writerWithDocuments(1);
    await expectRefused(undefined, documentId);
    await expectRefused(`${SESSION_COOKIE}=not-a-session`, documentId);
  });

  it('refuses an expired session', async () => {
    const { cookie, tokenHash, documentId } = await writerWithDocuments();
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, tokenHash));
    await expectRefused(cookie, documentId);
  });

  it('refuses a suspended account’s session, even before its sessions are deleted', async () => {
    const { cookie, userId, documentId } = await writerWithDocuments();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
    await expectRefused(cookie, documentId);
  });

  it('refuses a member removed from the workspace at once', async () => {
    const { cookie, userId, documentId } = await writerWithDocuments();
    await t.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    await expectRefused(cookie, documentId);
  });

  it('brings a stale last-seen time up to date, as every other request does, and leaves a fresh one', async () => {
    const { cookie, tokenHash, documentId } = await writerWithDocuments(1);
    const lastSeen = async () =>
      (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]!.at;
    const setLastSeen = (msAgo: number) =>
      t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - msAgo) }).where(eq(sessions.tokenHash, tokenHash));

    await setLastSeen(LAST_SEEN_REFRESH_MS / 2);
    const fresh = await lastSeen();
    expect((await list(cookie)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(fresh);

    for (const call of [() => list(cookie), () => read(documentId, cookie)]) {
      await setLastSeen(LAST_SEEN_REFRESH_MS + 60_000);
      const before = Date.now();
      expect((await call()).statusCode).toBe(200);
      expect((await lastSeen()).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });
});
