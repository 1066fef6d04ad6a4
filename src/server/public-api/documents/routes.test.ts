import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/contract/clients.js';
import type { Document } from '../../../shared/contract/documents.js';
import type { PublicError } from '../../../shared/contract/public-api/common.js';
import type { PublicDocument } from '../../../shared/contract/public-api/documents.js';
import { documents } from '../../db/schema.js';
import { apiAccount, apiKeyFor, v1, type ApiAccount } from '../../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

type Page = { data: Array<{ id: number; title: string }>; next_cursor: string | null };
type Account = ApiAccount;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedDocuments(workspaceId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(documents).where(eq(documents.workspaceId, workspaceId));
  return row!.n;
}

const session = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createDocument(key: string, body: object): Promise<PublicDocument> {
  const response = await v1(t, key, 'POST', '/api/v1/documents', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PublicDocument>();
}

const ARTICLE = `# Planning a content calendar

A content calendar keeps a team honest. It shows what ships each week and who owns it. Start with the goals for the quarter and work back from them.

## Pick the themes

Choose three themes and give each one a month. Write them down where everyone can see them, and review the content calendar every Friday.`;

const REWRITTEN = `# Short notes

We recieve feedback every day. The notes were written by the whole team and they are read by nobody at all.`;

describe('a document’s round trip through /api/v1/documents', () => {
  let a: Account;
  beforeAll(async () => {
    a = await apiAccount(t);
  });

  it('creates from markdown with SEO fields, reads, changes with base_version, refuses a stale one, deletes', async () => {
    const created = await createDocument(a.key, {
      title: 'Content calendars',
      content: ARTICLE,
      focus_keyphrase: 'content calendar',
      seo_title: 'Planning a content calendar that your team will keep',
      meta_description: 'How to plan a content calendar: pick three themes, give each a month, and review the calendar every Friday with the whole team.',
      slug: 'content-calendar',
      word_goal: 400,
    });
    expect(created).toMatchObject({
      title: 'Content calendars',
      content: ARTICLE,
      focus_keyphrase: 'content calendar',
      seo_title: 'Planning a content calendar that your team will keep',
      slug: 'content-calendar',
      word_goal: 400,
      brand_id: null,
      project_id: null,
      personality_id: null,
      version: 1,
    });
    // Computed by the server from the markdown, not echoed.
    expect(created.word_count).toBe(ARTICLE.split(/\s+/).filter(Boolean).length);
    expect(created.scores.seo).toBeGreaterThan(0);
    expect(created.scores.readability).toEqual(expect.any(Number));
    expect(created.scores.reading_grade).toEqual(expect.any(Number));
    expect(created.findings).toEqual({ correctness: 0, clarity: expect.any(Number), engagement: expect.any(Number), inclusive: 0, brand: 0, style: expect.any(Number) });
    expect(Array.isArray(created.seo_suggestions)).toBe(true);

    const read = await v1(t, a.key, 'GET', `/api/v1/documents/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);

    const changed = await v1(t, a.key, 'PATCH', `/api/v1/documents/${created.id}`, { title: 'Notes', content: REWRITTEN, base_version: created.version });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<PublicDocument>();
    expect(after).toMatchObject({ id: created.id, title: 'Notes', content: REWRITTEN, version: created.version + 1, focus_keyphrase: 'content calendar' });
    expect(after.word_count).toBeLessThan(created.word_count);
    // Re-scored: the keyphrase is gone from the text, and the spelling mistake is a finding now.
    expect(after.scores.seo).toBeLessThan(created.scores.seo);
    expect(after.scores.readability).not.toBe(created.scores.readability);
    expect(after.findings!.correctness).toBeGreaterThan(0);
    expect(after.seo_suggestions.length).toBeGreaterThan(created.seo_suggestions.length);

    // A change made on version 1, which the one above replaced: refused, nothing overwritten.
    const stale = await v1(t, a.key, 'PATCH', `/api/v1/documents/${created.id}`, { title: 'Overwrite', content: 'Lost work.', base_version: created.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'version_conflict', error: expect.stringMatching(/saved elsewhere/) });
    expect(stale.json()).not.toHaveProperty('document');
    expect((await v1(t, a.key, 'GET', `/api/v1/documents/${created.id}`)).json()).toEqual(after);

    const deleted = await v1(t, a.key, 'DELETE', `/api/v1/documents/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await v1(t, a.key, 'GET', `/api/v1/documents/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<PublicError>()).toMatchObject({ code: 'not_found', error: expect.any(String) });
    expect((await session(a.cookie, 'GET', `/api/documents/${created.id}`)).statusCode).toBe(404);
  });

  it('is the same document the editor (the session API) sees, both ways', async () => {
    const created = await createDocument(a.key, { title: 'Shared', content: ARTICLE, focus_keyphrase: 'content calendar' });
    const inEditor = await session(a.cookie, 'GET', `/api/documents/${created.id}`);
    expect(inEditor.statusCode).toBe(200);
    const document = inEditor.json<Document>();
    expect(document).toMatchObject({
      id: created.id,
      title: 'Shared',
      content: ARTICLE,
      focusKeyphrase: 'content calendar',
      version: created.version,
      wordCount: created.word_count,
      seoScore: created.scores.seo,
      readabilityScore: created.scores.readability,
    });
    expect(document.feedback?.counts).toEqual(created.findings);

    // A save in the editor is what the API reads next.
    const saved = await session(a.cookie, 'PATCH', `/api/documents/${created.id}`, { title: 'Saved in the editor', baseVersion: document.version });
    expect(saved.statusCode).toBe(200);
    const read = (await v1(t, a.key, 'GET', `/api/v1/documents/${created.id}`)).json<PublicDocument>();
    expect(read).toMatchObject({ title: 'Saved in the editor', version: document.version + 1 });
  });

  it('takes project_id and answers the project’s client as brand_id', async () => {
    const client = (await session(a.cookie, 'POST', '/api/clients', { name: 'Acme Outdoors' })).json<Client>();
    const project = (await session(a.cookie, 'POST', '/api/projects', { name: 'Spring', clientId: client.id })).json<{ id: number }>();
    const created = await createDocument(a.key, { title: 'For a project', content: ARTICLE, project_id: project.id });
    expect(created).toMatchObject({ project_id: project.id, brand_id: client.id });
    const inEditor = (await session(a.cookie, 'GET', `/api/documents/${created.id}`)).json<Document>();
    expect(inEditor).toMatchObject({ projectId: project.id, clientId: client.id });
  });
});

describe('GET /api/v1/documents pages', () => {
  let a: Account;
  let ids: number[];
  beforeAll(async () => {
    a = await apiAccount(t);
    ids = [];
    for (let index = 1; index <= 7; index += 1) ids.push((await createDocument(a.key, { title: `Paged ${index}`, content: `Page test number ${index}.` })).id);
  });

  it('gives every document exactly once, most recently updated first, following next_cursor until it is null', async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/documents?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await v1(t, a.key, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const page: Page = response.json<Page>();
      sizes.push(page.data.length);
      seen.push(...page.data.map((document) => document.id));
      cursor = page.next_cursor;
    } while (cursor !== null && sizes.length < 10);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual([...ids].reverse());
  });

  it('ends with next_cursor null when the last page is full', async () => {
    const first = (await v1(t, a.key, 'GET', '/api/v1/documents?limit=7')).json<Page>();
    expect(first.data).toHaveLength(7);
    expect(first.next_cursor).toBeNull();
  });

  it('refuses a cursor it did not give with 400 naming cursor', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["2024-01-01T00:00:00.000000Z",0]').toString('base64url')]) {
      const response = await v1(t, a.key, 'GET', `/api/v1/documents?limit=3&cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      const body = response.json<PublicError>();
      expect(body).toMatchObject({ code: 'invalid_cursor', field: 'cursor' });
      // The public API's cursor is next_cursor in the body; there is no header to point at.
      expect(body.error).toMatch(/next_cursor/);
      expect(body.error).not.toMatch(/x-next-cursor/i);
    }
  });
});

describe('bad bodies', () => {
  let a: Account;
  let b: Account;
  let otherProject: number;
  let otherClient: number;
  let documentId: number;
  beforeAll(async () => {
    a = await apiAccount(t);
    b = await apiAccount(t);
    otherClient = (await session(b.cookie, 'POST', '/api/clients', { name: 'Rival Brand' })).json<Client>().id;
    otherProject = (await session(b.cookie, 'POST', '/api/projects', { name: 'Rival project', clientId: otherClient })).json<{ id: number }>().id;
    documentId = (await createDocument(a.key, { title: 'Kept', content: ARTICLE })).id;
  });

  it.each([
    ['content that is not text', () => ({ title: 'T', content: 42 }), 'content', /content/],
    ['a title over 300 characters', () => ({ title: 'x'.repeat(301), content: 'Hello.' }), 'title', /300 characters/],
    ['another workspace’s project_id', () => ({ title: 'T', project_id: otherProject }), 'project_id', /project_id \d+ is not one of your projects/],
    ['another workspace’s brand_id', () => ({ title: 'T', brand_id: otherClient }), undefined, /brand_id \d+ is not one of your clients/],
    ['a word_goal of 0', () => ({ title: 'T', word_goal: 0 }), 'word_goal', /word_goal/],
    ['a slug with spaces', () => ({ title: 'T', slug: 'not a slug' }), 'slug', /Slug/],
  ])('POST with %s: 400 invalid_request in the API’s own names, nothing stored', async (_case, body, field, message) => {
    const before = await storedDocuments(a.workspaceId);
    const response = await v1(t, a.key, 'POST', '/api/v1/documents', body());
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<PublicError>();
    expect(answer).toMatchObject({ code: 'invalid_request', error: expect.stringMatching(message) });
    if (field) expect(answer.field).toBe(field);
    expect(response.body).not.toMatch(/projectId|clientId|wordGoal/);
    expect(await storedDocuments(a.workspaceId)).toBe(before);
  });

  it.each([
    ['{}', () => ({})],
    ['only base_version', () => ({ base_version: 1 })],
    ['another workspace’s brand_id', () => ({ brand_id: otherClient })],
    ['a title over 300 characters', () => ({ title: 'y'.repeat(301) })],
  ])('PATCH with %s: 400 invalid_request, the document unchanged', async (_case, body) => {
    const before = (await v1(t, a.key, 'GET', `/api/v1/documents/${documentId}`)).json<PublicDocument>();
    const response = await v1(t, a.key, 'PATCH', `/api/v1/documents/${documentId}`, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<PublicError>()).toMatchObject({ code: 'invalid_request', error: expect.any(String) });
    expect((await v1(t, a.key, 'GET', `/api/v1/documents/${documentId}`)).json()).toEqual(before);
  });
});

describe('workspaces and scopes', () => {
  let a: Account;
  let b: Account;
  beforeAll(async () => {
    a = await apiAccount(t);
    b = await apiAccount(t);
  });

  it('never lets a key of workspace A read, change or delete B’s document: 404, and B’s document unchanged', async () => {
    const theirs = await createDocument(b.key, { title: 'B’s secret plan', content: ARTICLE });
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'Taken over' }], ['DELETE']] as const) {
      const response = await v1(t, a.key, method, `/api/v1/documents/${theirs.id}`, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json<PublicError>().code).toBe('not_found');
      expect(response.body).not.toContain('secret plan');
    }
    const list = (await v1(t, a.key, 'GET', '/api/v1/documents?limit=100')).json<Page>();
    expect(list.data.map((document) => document.id)).not.toContain(theirs.id);
    expect((await v1(t, b.key, 'GET', `/api/v1/documents/${theirs.id}`)).json()).toEqual(theirs);
  });

  it('refuses POST, PATCH and DELETE with a read-only key (403 insufficient_scope), storing and changing nothing', async () => {
    const readOnly = await apiKeyFor(t, a.cookie, { name: 'Read only', scopes: ['read'] });
    const mine = await createDocument(a.key, { title: 'Mine', content: ARTICLE });
    const before = await storedDocuments(a.workspaceId);
    const attempts = [
      ['POST', '/api/v1/documents', { title: 'New', content: 'Hello.' }],
      ['PATCH', `/api/v1/documents/${mine.id}`, { title: 'Changed' }],
      ['DELETE', `/api/v1/documents/${mine.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await v1(t, readOnly, method, url, payload);
      expect(response.statusCode, method).toBe(403);
      expect(response.json<PublicError>()).toMatchObject({ code: 'insufficient_scope', error: expect.stringMatching(/"write" scope/) });
    }
    expect(await storedDocuments(a.workspaceId)).toBe(before);
    const read = await v1(t, readOnly, 'GET', `/api/v1/documents/${mine.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(mine);
  });
});
