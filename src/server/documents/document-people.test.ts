import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentSummary } from '../../shared/contract/documents.js';
import { apiKeyFor } from '../../../tests/support/public-api.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';
import { documents, users } from '../db/schema.js';

/** Issue 18: "Documents show who created and last edited them." */
let t: TestApp;
let ann: { cookie: string; userId: number };
let bob: { cookie: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  ann = await signedInAccount(t);
  bob = await signedInAccount(t);
  await t.database.db.update(users).set({ firstName: 'Ann', lastName: 'Lee' }).where(eq(users.id, ann.userId));
  await t.database.db.update(users).set({ firstName: 'Bob', lastName: 'Ray' }).where(eq(users.id, bob.userId));
  await moveIntoWorkspace(t.database.db, { userId: bob.userId, workspaceId: await workspaceOwnedBy(t.database.db, ann.userId), role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const call = async (who: { cookie: string }, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<Document>();
};

describe('who created and last edited a document', () => {
  it('names the creator as the first editor, then whoever changes the title or the text', async () => {
    const created = await call(ann, 'POST', '/api/documents', { title: 'Plan', content: 'Words by Ann.' });
    expect(created.createdBy).toEqual({ id: ann.userId, name: 'Ann Lee' });
    expect(created.lastEditedBy).toMatchObject({ id: ann.userId, name: 'Ann Lee' });

    const edited = await call(bob, 'PATCH', `/api/documents/${created.id}`, { content: 'Words by Bob.' });
    expect(edited.createdBy).toEqual({ id: ann.userId, name: 'Ann Lee' });
    expect(edited.lastEditedBy).toMatchObject({ id: bob.userId, name: 'Bob Ray' });
    expect(Date.parse(edited.lastEditedBy!.at)).toBeGreaterThanOrEqual(Date.parse(created.lastEditedBy!.at));

    // An SEO field is a setting, not an edit of the writing.
    const seo = await call(ann, 'PATCH', `/api/documents/${created.id}`, { focusKeyphrase: 'plans' });
    expect(seo.lastEditedBy).toMatchObject({ id: bob.userId });

    const read = await call(ann, 'GET', `/api/documents/${created.id}`);
    expect(read.lastEditedBy).toEqual(edited.lastEditedBy);
    // A save on an older version is refused with the document as saved, named as the read names it.
    const stale = await t.app.inject({ method: 'PATCH', url: `/api/documents/${created.id}`, headers: { cookie: ann.cookie }, payload: { content: 'Late.', baseVersion: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ document: Document }>().document).toEqual(read);
    const list = await t.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: ann.cookie } });
    const listed = list.json<DocumentSummary[]>().find((document) => document.id === created.id);
    expect(listed?.lastEditedBy).toEqual(edited.lastEditedBy);
    expect(listed?.createdBy).toEqual({ id: ann.userId, name: 'Ann Lee' });
  });

  it('counts a restore, a duplicate and a public API change as edits by who made them', async () => {
    const created = await call(ann, 'POST', '/api/documents', { title: 'History', content: 'First words.' });
    await call(ann, 'PATCH', `/api/documents/${created.id}`, { content: 'Second words.' });
    const versions = (await t.app.inject({ method: 'GET', url: `/api/documents/${created.id}/versions`, headers: { cookie: ann.cookie } })).json<Array<{ id: number }>>();
    const restored = await call(bob, 'POST', `/api/documents/${created.id}/versions/${versions.at(-1)!.id}/restore`);
    expect(restored.lastEditedBy).toMatchObject({ id: bob.userId, name: 'Bob Ray' });

    const copy = await call(bob, 'POST', `/api/documents/${created.id}/duplicate`);
    expect(copy.createdBy).toEqual({ id: bob.userId, name: 'Bob Ray' });

    const key = await apiKeyFor(t, ann.cookie, { name: 'Ann’s script' });
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/v1/documents/${created.id}`, headers: { authorization: `Bearer ${key}` }, payload: { title: 'By script' } });
    expect(patched.statusCode).toBe(200);
    expect((await call(bob, 'GET', `/api/documents/${created.id}`)).lastEditedBy).toMatchObject({ id: ann.userId, name: 'Ann Lee' });
  });

  it('shows null for documents from before issue 18 and for a deleted account', async () => {
    const created = await call(bob, 'POST', '/api/documents', { title: 'Old', content: 'Older words.' });
    await t.database.db.update(documents).set({ createdBy: null, lastEditedBy: null, lastEditedAt: null }).where(eq(documents.id, created.id));
    const old = await call(ann, 'GET', `/api/documents/${created.id}`);
    expect([old.createdBy, old.lastEditedBy]).toEqual([null, null]);

    const byBob = await call(bob, 'POST', '/api/documents', { title: 'Bob’s', content: 'Bob’s words.' });
    await t.database.db.delete(users).where(eq(users.id, bob.userId));
    const orphan = await call(ann, 'GET', `/api/documents/${byBob.id}`);
    expect([orphan.createdBy, orphan.lastEditedBy]).toEqual([null, null]);
  });
});
