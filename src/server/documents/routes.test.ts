import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentSummary } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { clientSample, projectSample } from '../../../tests/support/route-samples.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { analyzeDocument, documentSeoOptions, NO_KEYPHRASE_MESSAGE } from '../../shared/writing-analysis/index.js';

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

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

const SAMPLE = `# Planning a content calendar

A calendar keeps a team honest. It shows what ships each week and who owns it. Start with the goals for the quarter.

## Pick the themes

Choose three themes and give each one a month. Write them down where everyone can see them.`;

async function create(body: object = { title: 'Draft', content: SAMPLE, personalityId: 2, wordCount: 9999 }, as = cookie) {
  const response = await request('POST', '/api/documents', body, as);
  expect(response.statusCode).toBe(201);
  return response.json<Document>();
}

describe('POST /api/documents', () => {
  it('creates a document and computes its figures on the server, ignoring the client’s wordCount', async () => {
    const document = await create();
    expect(document).toMatchObject({ title: 'Draft', content: SAMPLE, personalityId: 2, projectId: null });
    expect(document.wordCount).toBe(SAMPLE.split(/\s+/).filter(Boolean).length);
    expect(document.seoScore).toBeGreaterThan(0);
    expect(document.readabilityScore).not.toBeNull();
    expect(Array.isArray(document.suggestions)).toBe(true);
  });

  it('accepts the dashboard’s empty new document with the default title', async () => {
    const document = await create({ title: 'Untitled Document', content: '', personalityId: 1, wordCount: 0 });
    expect(document).toMatchObject({ title: 'Untitled Document', wordCount: 0, seoScore: 0, readabilityScore: null });
  });

  it('gives no readability score to a text under 11 words', async () => {
    const document = await create({ title: 'Short', content: 'Ten words exactly here in this tiny little test text.' });
    expect(document.wordCount).toBe(10);
    expect(document.readabilityScore).toBeNull();
  });

  it.each([
    ['a title over 300 characters', { title: 'x'.repeat(301), content: '' }, /at most 300 characters/],
    ['content over 2 MB', { title: 'Big', content: 'a'.repeat(2 * 1024 * 1024 + 1) }, /at most 2 MB/],
    ['an unknown personality', { title: 'P', content: '', personalityId: 42 }, /personalityId 42 is not a personality/],
    ['a missing title', { content: 'text' }, /title/i],
    ['a non-string content', { title: 'T', content: 12 }, /content/i],
  ])('refuses %s with 400 {error} and stores nothing', async (_case, body, message) => {
    const before = (await request('GET', '/api/analytics/overview')).json<{ totalDocuments: number }>().totalDocuments;
    const response = await request('POST', '/api/documents', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    const after = (await request('GET', '/api/analytics/overview')).json<{ totalDocuments: number }>().totalDocuments;
    expect(after).toBe(before);
  });

  it('asks who is calling: 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/documents', payload: { title: 'x', content: '' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET, PATCH and DELETE /api/documents/:id', () => {
  it('reads the whole document', async () => {
    const created = await create();
    const response = await request('GET', `/api/documents/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Document>()).toEqual(created);
  });

  it('saves title and content, recomputes the figures and moves updatedAt forward', async () => {
    const created = await create({ title: 'Before', content: 'one two three', personalityId: 1 });
    const response = await request('PATCH', `/api/documents/${created.id}`, { title: 'After', content: SAMPLE });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Document>();
    expect(updated).toMatchObject({ title: 'After', content: SAMPLE, personalityId: 1 });
    expect(updated.wordCount).toBeGreaterThan(created.wordCount);
    expect(updated.readabilityScore).not.toBeNull();
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
  });

  it('changes the personality alone, and refuses an empty or invalid change with nothing changed', async () => {
    const created = await create();
    const changed = await request('PATCH', `/api/documents/${created.id}`, { personalityId: 5 });
    expect(changed.json<Document>().personalityId).toBe(5);
    expect((await request('PATCH', `/api/documents/${created.id}`, {})).statusCode).toBe(400);
    expect((await request('PATCH', `/api/documents/${created.id}`, { personalityId: 77 })).statusCode).toBe(400);
    expect((await request('PATCH', `/api/documents/${created.id}`, { title: 'y'.repeat(301) })).statusCode).toBe(400);
    expect((await request('GET', `/api/documents/${created.id}`)).json<Document>()).toMatchObject({ personalityId: 5, title: 'Draft' });
  });

  it('deletes a document', async () => {
    const created = await create();
    expect((await request('DELETE', `/api/documents/${created.id}`)).statusCode).toBe(204);
    expect((await request('GET', `/api/documents/${created.id}`)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/documents/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another workspace’s document, for every verb, and changes nothing', async () => {
    const mine = await create();
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'stolen' }], ['DELETE']] as const) {
      const response = await request(method, `/api/documents/${mine.id}`, payload, otherCookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Document not found' });
    }
    expect((await request('GET', `/api/documents/${mine.id}`)).json<Document>().title).toBe('Draft');
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await request('GET', '/api/documents/abc')).statusCode).toBe(400);
  });
});

describe('a document’s client and project', () => {
  async function clientAndProject(as = cookie) {
    const client = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie: as }, payload: clientSample });
    expect(client.statusCode).toBe(201);
    const clientId = client.json<{ id: number }>().id;
    const project = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie: as },
      payload: { ...projectSample(clientId), keywords: ['content calendar'] },
    });
    expect(project.statusCode, project.body).toBe(201);
    return { clientId, projectId: project.json<{ id: number }>().id };
  }

  it('takes a project on create, and with it the project’s client', async () => {
    const { clientId, projectId } = await clientAndProject();
    const document = await create({ title: 'Linked', content: SAMPLE, projectId });
    expect(document).toMatchObject({ projectId, clientId });
  });

  it('changes and clears the links on update; a client without a project is allowed', async () => {
    const { clientId, projectId } = await clientAndProject();
    const other = await clientAndProject();
    const document = await create({ title: 'Linked', content: SAMPLE });
    const linked = await request('PATCH', `/api/documents/${document.id}`, { projectId });
    expect(linked.json<Document>()).toMatchObject({ projectId, clientId });
    // Another client: the old client's project no longer fits.
    const moved = await request('PATCH', `/api/documents/${document.id}`, { clientId: other.clientId });
    expect(moved.json<Document>()).toMatchObject({ projectId: null, clientId: other.clientId });
    const cleared = await request('PATCH', `/api/documents/${document.id}`, { clientId: null });
    expect(cleared.json<Document>()).toMatchObject({ projectId: null, clientId: null });
  });

  it('re-scores the same text against a new project’s keywords', async () => {
    const { projectId } = await clientAndProject();
    const document = await create({ title: 'Calendar', content: SAMPLE });
    const linked = (await request('PATCH', `/api/documents/${document.id}`, { projectId })).json<Document>();
    expect(linked.seoScore).not.toBe(document.seoScore);
  });

  it('refuses another workspace’s project or client, and a client that is not the project’s, changing nothing', async () => {
    const theirs = await clientAndProject(otherCookie);
    const mine = await clientAndProject();
    const document = await create({ title: 'Mine', content: SAMPLE });
    for (const body of [{ projectId: theirs.projectId }, { clientId: theirs.clientId }, { projectId: mine.projectId, clientId: theirs.clientId }]) {
      const answer = await request('PATCH', `/api/documents/${document.id}`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await request('POST', '/api/documents', { title: 'X', projectId: theirs.projectId })).statusCode).toBe(400);
    expect((await request('GET', `/api/documents/${document.id}`)).json<Document>()).toMatchObject({ projectId: null, clientId: null, version: 1 });
  });
});

describe('a document’s word goal', () => {
  it('is set on create or update, cleared with null, and copied by a duplicate', async () => {
    const document = await create({ title: 'Goal', content: SAMPLE, wordGoal: 1500 });
    expect(document.wordGoal).toBe(1500);
    const changed = await request('PATCH', `/api/documents/${document.id}`, { wordGoal: 800 });
    expect(changed.json<Document>().wordGoal).toBe(800);
    const copy = (await request('POST', `/api/documents/${document.id}/duplicate`)).json<Document>();
    expect(copy.wordGoal).toBe(800);
    const cleared = await request('PATCH', `/api/documents/${document.id}`, { wordGoal: null });
    expect(cleared.json<Document>().wordGoal).toBeNull();
  });

  it('refuses a goal that is not a whole number of words from 1 to 500,000', async () => {
    const document = await create({ title: 'Goal', content: '' });
    for (const wordGoal of [0, -5, 1.5, 500_001, '800']) {
      const answer = await request('PATCH', `/api/documents/${document.id}`, { wordGoal });
      expect(answer.statusCode, String(wordGoal)).toBe(400);
      expect(answer.json<{ field: string }>().field).toBe('wordGoal');
    }
    expect((await request('GET', `/api/documents/${document.id}`)).json<Document>().wordGoal).toBeNull();
  });
});

describe('a document’s SEO fields', () => {
  const suggestionChecks = (document: Document) => document.suggestions.map((suggestion) => suggestion.check);
  // An account of its own: the free plan's monthly documents are shared by the file's other tests.
  let seoCookie = '';
  beforeAll(async () => {
    ({ cookie: seoCookie } = await signedInAccount(t));
  });
  const createSeo = (body: object) => create(body, seoCookie);
  const patch = (id: number, body: object) => request('PATCH', `/api/documents/${id}`, body, seoCookie);

  it('are stored trimmed, cleared with null or blank, copied by a duplicate, and kept by other saves', async () => {
    const document = await createSeo({ title: 'SEO', content: SAMPLE, focusKeyphrase: '  content calendar ', slug: 'content-calendar' });
    expect(document).toMatchObject({ focusKeyphrase: 'content calendar', slug: 'content-calendar', seoTitle: null, metaDescription: null });
    const changed = await patch(document.id, {
      seoTitle: 'Plan a content calendar',
      metaDescription: 'A short guide.',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Document>()).toMatchObject({ seoTitle: 'Plan a content calendar', metaDescription: 'A short guide.', focusKeyphrase: 'content calendar' });
    await patch(document.id, { content: `${SAMPLE}\n\nOne more line.` });
    const copy = (await request('POST', `/api/documents/${document.id}/duplicate`, undefined, seoCookie)).json<Document>();
    expect(copy).toMatchObject({ focusKeyphrase: 'content calendar', seoTitle: 'Plan a content calendar', slug: 'content-calendar' });
    const cleared = await patch(document.id, { focusKeyphrase: null, seoTitle: '   ', slug: null });
    expect(cleared.json<Document>()).toMatchObject({ focusKeyphrase: null, seoTitle: null, slug: null, metaDescription: 'A short guide.' });
  });

  it('score the text: the keyphrase is the main keyword, and the title, description and slug are checked', async () => {
    const plain = await createSeo({ title: 'SEO', content: SAMPLE });
    // Without a keyphrase the keyphrase checks do not pass, and say why.
    expect(plain.suggestions.find((suggestion) => suggestion.check === 'keyword-density')?.message).toBe(NO_KEYPHRASE_MESSAGE);
    const withPhrase = (await patch(plain.id, { focusKeyphrase: 'quarterly budget' })).json<Document>();
    expect(suggestionChecks(withPhrase)).toEqual(expect.arrayContaining(['keywords-present', 'keyword-in-introduction']));
    expect(withPhrase.suggestions.find((suggestion) => suggestion.check === 'keyword-in-introduction')?.message).toContain('“quarterly budget”');
    const fitting = (await patch(plain.id, { focusKeyphrase: 'calendar' })).json<Document>();
    expect(suggestionChecks(fitting)).not.toContain('keyword-in-introduction');
    expect(fitting.seoScore).toBeGreaterThan(withPhrase.seoScore);
    // The slug and the document title are read too: either change re-scores the same text.
    const slugged = (await patch(plain.id, { slug: 'content-calendar' })).json<Document>();
    expect(suggestionChecks(fitting)).toContain('keyphrase-in-slug');
    expect(suggestionChecks(slugged)).not.toContain('keyphrase-in-slug');
    const titled = (await patch(plain.id, { title: 'A calendar for content' })).json<Document>();
    expect(suggestionChecks(slugged)).toContain('keyphrase-in-title');
    expect(suggestionChecks(titled)).not.toContain('keyphrase-in-title');
    expect(titled.seoScore).toBeGreaterThan(slugged.seoScore);

    const longTitle = (
      await patch(plain.id, {
        seoTitle: 'A very long title for search results that goes on well past what any search engine shows',
        metaDescription: 'Too short.',
      })
    ).json<Document>();
    const titleAdvice = longTitle.suggestions.find((suggestion) => suggestion.check === 'seo-title');
    expect(titleAdvice?.message).toMatch(/Shorten the SEO title to 60 characters or fewer \(it has \d+\)/);
    expect(suggestionChecks(longTitle)).toContain('keyphrase-in-title');
    expect(longTitle.suggestions.find((suggestion) => suggestion.check === 'meta-description')?.message).toMatch(/at least 120 characters \(it has 10\)/);
    const good = (
      await patch(plain.id, {
        seoTitle: 'How to plan a calendar',
        metaDescription:
          'A content calendar keeps a team honest: pick three themes for the quarter, give each a month, and write down who ships what each week.',
      })
    ).json<Document>();
    expect(suggestionChecks(good)).not.toContain('seo-title');
    expect(suggestionChecks(good)).not.toContain('meta-description');
    expect(good.seoScore).toBeGreaterThan(longTitle.seoScore);
  });

  it('store what the shared checks give for the same text and fields, as the editor shows them', async () => {
    const client = await request('POST', '/api/clients', { ...clientSample, websiteUrl: 'https://www.acme.example' }, seoCookie);
    const clientId = client.json<{ id: number }>().id;
    const project = await request('POST', '/api/projects', { ...projectSample(clientId), keywords: ['content calendar', 'themes'] }, seoCookie);
    const content = `${SAMPLE}\n\nRead [our guide](https://acme.example/guide), [a study](https://journal.example.org) and see ![](/chart.png).`;
    const fields = { seoTitle: null, metaDescription: 'A short guide to calendars.', slug: 'content-calendar' };
    const document = await createSeo({ title: '  Calendars  ', content, projectId: project.json<{ id: number }>().id, ...fields });
    const expected = analyzeDocument(
      content,
      documentSeoOptions({ title: 'Calendars', focusKeyphrase: null, ...fields, projectKeywords: ['content calendar', 'themes'], websiteUrl: 'https://www.acme.example' }),
    );
    expect(document).toMatchObject({
      seoScore: expected.seoScore,
      readabilityScore: expected.readabilityScore,
      suggestions: expected.suggestions,
    });
    // The client's website makes the first link internal; the image has no alternative text.
    expect(suggestionChecks(document)).not.toContain('internal-link');
    expect(suggestionChecks(document)).toContain('image-alt');
  });

  it('refuse a slug that is not lowercase words and hyphens, multi-line text and over-long fields', async () => {
    const document = await createSeo({ title: 'SEO', content: '', slug: 'kept-slug' });
    const bad: Array<[string, unknown]> = [
      ['slug', 'Has Spaces'],
      ['slug', 'double--hyphen'],
      ['slug', '-leading'],
      ['slug', 'ünïcode'],
      ['seoTitle', 'two\nlines'],
      ['seoTitle', 'x'.repeat(201)],
      ['metaDescription', 'x'.repeat(401)],
      ['focusKeyphrase', 'x'.repeat(101)],
      ['focusKeyphrase', 42],
    ];
    for (const [field, value] of bad) {
      const answer = await patch(document.id, { [field]: value });
      expect(answer.statusCode, `${field}=${String(value)}`).toBe(400);
      expect(answer.json<{ field: string }>().field).toBe(field);
    }
    expect((await request('GET', `/api/documents/${document.id}`, undefined, seoCookie)).json<Document>()).toMatchObject({ slug: 'kept-slug', seoTitle: null });
  });
});

describe('POST /api/documents/:id/duplicate', () => {
  it('copies title, text and personality into a new document with its own history', async () => {
    const source = await create({ title: 'Launch plan', content: SAMPLE, personalityId: 3 });
    const response = await request('POST', `/api/documents/${source.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json<Document>();
    expect(copy).toMatchObject({ title: 'Launch plan (copy)', content: SAMPLE, personalityId: 3, version: 1, wordCount: source.wordCount });
    expect(copy.id).not.toBe(source.id);
    const history = (await request('GET', `/api/documents/${copy.id}/versions`)).json<unknown[]>();
    expect(history).toHaveLength(1);
  });

  it('keeps a long title within the limit', async () => {
    const source = await create({ title: 'x'.repeat(300), content: '' });
    const copy = (await request('POST', `/api/documents/${source.id}/duplicate`)).json<Document>();
    expect(copy.title).toHaveLength(300);
    expect(copy.title.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 for another workspace’s document and copies nothing', async () => {
    const theirs = await create({ title: 'Theirs', content: '' }, otherCookie);
    const before = (await request('GET', '/api/documents?limit=100')).json<unknown[]>().length;
    expect((await request('POST', `/api/documents/${theirs.id}/duplicate`)).statusCode).toBe(404);
    expect((await request('GET', '/api/documents?limit=100')).json<unknown[]>().length).toBe(before);
  });
});

describe('versions: no silent overwrite', () => {
  it('starts at version 1 and raises it with every save', async () => {
    const document = await create();
    expect(document.version).toBe(1);
    const saved = await request('PATCH', `/api/documents/${document.id}`, { title: 'Second', baseVersion: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Document>().version).toBe(2);
    const again = await request('PATCH', `/api/documents/${document.id}`, { content: 'Third text.' });
    expect(again.json<Document>().version).toBe(3);
  });

  it('answers 409 with the saved document to a save based on an older version, and changes nothing', async () => {
    const document = await create();
    // Tab A saves first, on version 1.
    const first = await request('PATCH', `/api/documents/${document.id}`, { content: 'Tab A text.', baseVersion: 1 });
    expect(first.statusCode).toBe(200);
    // Tab B still has version 1.
    const stale = await request('PATCH', `/api/documents/${document.id}`, { content: 'Tab B text.', baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<{ error: string; document: Document }>();
    expect(conflict.error).toBe('This document was saved elsewhere after you opened it.');
    expect(conflict.document).toMatchObject({ id: document.id, content: 'Tab A text.', version: 2 });
    const stored = (await request('GET', `/api/documents/${document.id}`)).json<Document>();
    expect(stored).toMatchObject({ content: 'Tab A text.', version: 2 });
    // Keeping mine: the same change based on the version now saved goes through.
    const kept = await request('PATCH', `/api/documents/${document.id}`, { content: 'Tab B text.', baseVersion: 2 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Document>()).toMatchObject({ content: 'Tab B text.', version: 3 });
  });

  it('lets only one of two simultaneous saves on one version through', async () => {
    const document = await create();
    const answers = await Promise.all(
      ['One.', 'Two.', 'Three.'].map((content) => request('PATCH', `/api/documents/${document.id}`, { content, baseVersion: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await request('GET', `/api/documents/${document.id}`)).json<Document>().version).toBe(2);
  });

  it('refuses a baseVersion that is not a positive whole number, and a change of nothing but the version', async () => {
    const document = await create();
    for (const baseVersion of [0, -1, 1.5, 'x', 2147483648]) {
      const answer = await request('PATCH', `/api/documents/${document.id}`, { title: 'T', baseVersion });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ field: string }>().field).toBe('baseVersion');
    }
    const nothing = await request('PATCH', `/api/documents/${document.id}`, { baseVersion: 1 });
    expect(nothing.statusCode).toBe(400);
  });

  it('answers 404, not 409, for another workspace’s document whatever the version', async () => {
    const document = await create();
    const answer = await request('PATCH', `/api/documents/${document.id}`, { title: 'Mine', baseVersion: 99 }, otherCookie);
    expect(answer.statusCode).toBe(404);
  });
});

describe('GET /api/documents', () => {
  let t2: TestApp;
  let reader: string;
  beforeAll(async () => {
    t2 = await createTestApp();
    ({ cookie: reader } = await signedInAccount(t2));
    for (let index = 1; index <= 7; index += 1) {
      const response = await t2.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie: reader },
        payload: { title: index % 2 ? `Launch plan ${index}` : `Weekly notes ${index}`, content: `Body ${index}` },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await t2.close();
  });
  const list = (query: string, as = reader) => t2.app.inject({ method: 'GET', url: `/api/documents${query}`, headers: { cookie: as } });

  it('lists summaries without content, newest first', async () => {
    const response = await list('');
    const documents = response.json<DocumentSummary[]>();
    expect(documents.map((document) => document.title)).toEqual([
      'Launch plan 7', 'Weekly notes 6', 'Launch plan 5', 'Weekly notes 4', 'Launch plan 3', 'Weekly notes 2', 'Launch plan 1',
    ]);
    expect(documents[0]).not.toHaveProperty('content');
    expect(Object.keys(documents[0] ?? {}).sort()).toEqual(
      ['createdAt', 'createdBy', 'editingNow', 'id', 'lastEditedBy', 'personalityId', 'projectId', 'readabilityScore', 'seoScore', 'title', 'updatedAt', 'wordCount'].sort(),
    );
    expect(response.headers['x-next-cursor']).toBeUndefined();
  });

  it('gives each summary the same times, to the millisecond, as the document itself', async () => {
    const [summary] = (await list('')).json<DocumentSummary[]>();
    const read = await t2.app.inject({ method: 'GET', url: `/api/documents/${summary!.id}`, headers: { cookie: reader } });
    const document = read.json<DocumentSummary>();
    expect(summary!.createdAt).toBe(document.createdAt);
    expect(summary!.updatedAt).toBe(document.updatedAt);
    expect(summary!.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('pages with limit and the x-next-cursor header, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json<DocumentSummary[]>().map((document) => document.title));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it('searches titles case-insensitively, treating % and _ literally', async () => {
    expect((await list('?q=LAUNCH')).json<DocumentSummary[]>()).toHaveLength(4);
    expect((await list('?q=notes%206')).json<DocumentSummary[]>().map((document) => document.title)).toEqual(['Weekly notes 6']);
    expect((await list('?q=%25')).json<DocumentSummary[]>()).toHaveLength(0);
  });

  it('refuses a forged cursor or a bad limit with 400', async () => {
    expect((await list('?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=1000')).statusCode).toBe(400);
  });

  it('shows each workspace only its own documents', async () => {
    const { cookie: stranger } = await signedInAccount(t2);
    expect((await list('', stranger)).json<DocumentSummary[]>()).toEqual([]);
  });
});
