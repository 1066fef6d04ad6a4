import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentVersion, DocumentVersionSummary } from '../../../shared/contract/document-versions.js';
import type { Document } from '../../../shared/contract/documents.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  ({ cookie: otherCookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

async function create(content = 'The first draft of the text.', as = cookie): Promise<Document> {
  const response = await request('POST', '/api/documents', { title: 'History', content }, as);
  expect(response.statusCode).toBe(201);
  return response.json<Document>();
}

async function versions(id: number, as = cookie): Promise<DocumentVersionSummary[]> {
  const response = await request('GET', `/api/documents/${id}/versions`, undefined, as);
  expect(response.statusCode).toBe(200);
  return response.json<DocumentVersionSummary[]>();
}

describe('document version history', () => {
  it('keeps the created text, every manual save, and at most one autosave per 10 minutes', async () => {
    const document = await create();
    expect(await versions(document.id)).toMatchObject([{ kind: 'manual', title: 'History', wordCount: 6 }]);

    // Autosaves right after a version keep none: the last one is younger than 10 minutes.
    for (const content of ['Autosaved once.', 'Autosaved twice.']) {
      const saved = await request('PATCH', `/api/documents/${document.id}`, { content, saveKind: 'autosave' });
      expect(saved.statusCode).toBe(200);
    }
    expect(await versions(document.id)).toHaveLength(1);

    const manual = await request('PATCH', `/api/documents/${document.id}`, { content: 'Saved by hand, four words.', saveKind: 'manual' });
    expect(manual.statusCode).toBe(200);
    const list = await versions(document.id);
    expect(list.map((version) => version.kind)).toEqual(['manual', 'manual']);
    expect(list[0]).toMatchObject({ wordCount: 5, authorName: expect.any(String) });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
  });

  it('keeps no version when only the personality changed', async () => {
    const document = await create();
    await request('PATCH', `/api/documents/${document.id}`, { personalityId: 3 });
    expect(await versions(document.id)).toHaveLength(1);
  });

  it('reads one version with its text', async () => {
    const document = await create('Text to read back later.');
    const [first] = await versions(document.id);
    const response = await request('GET', `/api/documents/${document.id}/versions/${first!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<DocumentVersion>()).toMatchObject({ id: first!.id, content: 'Text to read back later.', title: 'History' });
  });

  it('restores a version, keeping the replaced text as a version first', async () => {
    const document = await create('Original words.');
    await request('PATCH', `/api/documents/${document.id}`, { title: 'Renamed', content: 'Rewritten words, many more of them.', baseVersion: 1 });
    const original = (await versions(document.id)).at(-1)!;

    const restored = await request('POST', `/api/documents/${document.id}/versions/${original.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<Document>()).toMatchObject({ title: 'History', content: 'Original words.', wordCount: 2, version: 3 });

    const list = await versions(document.id);
    expect(list[0]).toMatchObject({ kind: 'before-restore', title: 'Renamed' });
    const replaced = await request('GET', `/api/documents/${document.id}/versions/${list[0]!.id}`);
    expect(replaced.json<DocumentVersion>().content).toBe('Rewritten words, many more of them.');
    // A save based on the version before the restore is now a conflict, not an overwrite.
    const stale = await request('PATCH', `/api/documents/${document.id}`, { content: 'Late tab.', baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 404 for another workspace’s document or version, and for a version of another document', async () => {
    const mine = await create();
    const [myVersion] = await versions(mine.id);
    const theirs = await create('Their text.', otherCookie);
    const [theirVersion] = await versions(theirs.id, otherCookie);

    for (const [method, url] of [
      ['GET', `/api/documents/${theirs.id}/versions`],
      ['GET', `/api/documents/${theirs.id}/versions/${theirVersion!.id}`],
      ['POST', `/api/documents/${theirs.id}/versions/${theirVersion!.id}/restore`],
      ['GET', `/api/documents/${mine.id}/versions/${theirVersion!.id}`],
      ['POST', `/api/documents/${mine.id}/versions/${theirVersion!.id}/restore`],
    ] as const) {
      const response = await request(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const other = await create('Another of mine.');
    expect((await request('GET', `/api/documents/${other.id}/versions/${myVersion!.id}`)).statusCode).toBe(404);
    // Theirs is untouched.
    expect((await request('GET', `/api/documents/${theirs.id}`, undefined, otherCookie)).json<Document>().content).toBe('Their text.');
  });

  it('refuses ids that cannot exist with 400, and asks who is calling', async () => {
    expect((await request('GET', '/api/documents/1/versions/0')).statusCode).toBe(400);
    expect((await request('GET', '/api/documents/1/versions/2147483648')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/1/versions' })).statusCode).toBe(401);
  });

  it('counts the history’s text in the workspace’s storage', async () => {
    const { cookie: fresh } = await signedInAccount(t);
    const usage = async () => (await request('GET', '/api/files/usage', undefined, fresh)).json<{ bytesUsed: number; historyBytes: number }>();
    expect(await usage()).toMatchObject({ bytesUsed: 0, historyBytes: 0 });
    const document = await create('x'.repeat(1000), fresh);
    // The created text is the first version: 1,000 bytes of content and the title's 7. No file:
    // all of it is history, as the storage line says.
    expect(await usage()).toMatchObject({ bytesUsed: 1007, historyBytes: 1007 });
    await request('PATCH', `/api/documents/${document.id}`, { content: 'y'.repeat(500) }, fresh);
    expect(await usage()).toMatchObject({ bytesUsed: 1007 + 507, historyBytes: 1007 + 507 });
  });
});
