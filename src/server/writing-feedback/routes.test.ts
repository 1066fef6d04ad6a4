import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../shared/contract/documents.js';
import { DICTIONARY_MAX_WORDS, IGNORED_FINDINGS_MAX, type Dictionary, type IgnoredFindings } from '../../shared/contract/writing-feedback.js';
import { documents, jobs, workspaceDictionaryWords, workspaceMembers } from '../db/schema.js';
import { REMEASURE_FEEDBACK_JOB, remeasureFeedbackJob } from './remeasure-workspace.js';
import { clientSample } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const request = (method: Method, url: string, payload?: unknown, as: string | null = cookie) =>
  t.app.inject({ method, url, headers: as ? { cookie: as } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const words = async (as = cookie) => (await request('GET', '/api/dictionary', undefined, as)).json<Dictionary>().words;
const addWord = (word: unknown, as = cookie) => request('POST', '/api/dictionary', { word }, as);
const removeWord = (word: string, as = cookie) => request('DELETE', `/api/dictionary/${encodeURIComponent(word)}`, undefined, as);

async function createDocument(body: object, as = cookie): Promise<Document> {
  const response = await request('POST', '/api/documents', { title: 'Feedback', ...body }, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Document>();
}
const readDocument = async (id: number, as = cookie) => (await request('GET', `/api/documents/${id}`, undefined, as)).json<Document>();
const ignoredUrl = (id: number) => `/api/documents/${id}/ignored-findings`;

async function workspaceOf(user: number): Promise<number> {
  const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user));
  if (!member) throw new Error(`user ${user} has no workspace`);
  return member.workspaceId;
}

describe('/api/dictionary', () => {
  it('adds words once whatever their case, lists them alphabetically whatever their case, and removes them', async () => {
    expect(await words()).toEqual([]);
    const added = await addWord('Inkwise');
    expect(added.statusCode).toBe(201);
    expect(added.json<Dictionary>()).toEqual({ words: ['Inkwise'] });
    expect((await addWord('zettelkasten')).json<Dictionary>()).toEqual({ words: ['Inkwise', 'zettelkasten'] });
    expect((await addWord('Agentic')).json<Dictionary>()).toEqual({ words: ['Agentic', 'Inkwise', 'zettelkasten'] });

    for (const again of ['Inkwise', 'INKWISE', '  inkwise  ']) {
      const duplicate = await addWord(again);
      expect(duplicate.statusCode, again).toBe(200);
      expect(duplicate.json<Dictionary>()).toEqual({ words: ['Agentic', 'Inkwise', 'zettelkasten'] });
    }

    const removed = await removeWord('INKWISE');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Dictionary>()).toEqual({ words: ['Agentic', 'zettelkasten'] });
    const missing = await removeWord('Inkwise');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: string }>().error).toMatch(/not in the workspace dictionary/);
    expect(await words()).toEqual(['Agentic', 'zettelkasten']);
  });

  it('keeps words in the form the spelling check compares: straight apostrophes, composed accents', async () => {
    expect((await addWord('O’Brien')).statusCode).toBe(201);
    expect((await addWord("o'brien")).statusCode).toBe(200);
    expect((await addWord('Cafe\u0301')).statusCode).toBe(201);
    expect((await addWord('CAFÉ')).statusCode).toBe(200);
    expect(await words()).toEqual(expect.arrayContaining(["O'Brien", 'Café']));
    expect((await removeWord('O’BRIEN')).statusCode).toBe(200);
    expect((await removeWord('café')).statusCode).toBe(200);
    expect(await words()).not.toEqual(expect.arrayContaining(["O'Brien"]));
  });

  it('refuses anything that is not one word, and changes nothing', async () => {
    const before = await words();
    for (const word of ['', '   ', 'two words', '42', '-dash', "'quoted'", 'a<b', 'x'.repeat(65), 'tab\tbed', 42, null, ['word']]) {
      const answer = await addWord(word);
      expect(answer.statusCode, JSON.stringify(word)).toBe(400);
      expect(answer.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await request('POST', '/api/dictionary', {})).statusCode).toBe(400);
    expect((await removeWord('two words')).statusCode).toBe(400);
    expect((await removeWord('42')).statusCode).toBe(400);
    expect(await words()).toEqual(before);
  });

  it(`holds at most ${DICTIONARY_MAX_WORDS} words, and says so`, async () => {
    const { userId: fullUser, cookie: full } = await signedInAccount(t);
    const workspaceId = await workspaceOf(fullUser);
    const filler = Array.from({ length: DICTIONARY_MAX_WORDS - 1 }, (_, index) => `filler${index}`);
    await t.database.db.insert(workspaceDictionaryWords).values(filler.map((word) => ({ workspaceId, word, wordKey: word })));

    expect((await addWord('Lastword', full)).statusCode).toBe(201);
    const refused = await addWord('Onetoomany', full);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(
      'The workspace dictionary is full: it holds at most 2,000 words. Remove a word to add another.',
    );
    expect((await addWord('LASTWORD', full)).statusCode).toBe(200);
    expect(await words(full)).toHaveLength(DICTIONARY_MAX_WORDS);
    expect((await removeWord('Lastword', full)).statusCode).toBe(200);
    expect((await addWord('Onetoomany', full)).statusCode).toBe(201);
  });

  it('is the workspace’s own: another workspace neither sees nor removes its words', async () => {
    await addWord('Privateword');
    expect(await words(otherCookie)).not.toContain('Privateword');
    expect((await removeWord('Privateword', otherCookie)).statusCode).toBe(404);
    expect(await words()).toContain('Privateword');
    expect((await addWord('Privateword', otherCookie)).statusCode).toBe(201);
    expect((await removeWord('Privateword', otherCookie)).statusCode).toBe(200);
    expect(await words()).toContain('Privateword');
  });

  it('is only for a signed-in user, and refuses another site’s page', async () => {
    expect((await request('GET', '/api/dictionary', undefined, null)).statusCode).toBe(401);
    expect((await request('POST', '/api/dictionary', { word: 'Visitor' }, null)).statusCode).toBe(401);
    expect((await request('DELETE', '/api/dictionary/Privateword', undefined, null)).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/dictionary',
      headers: { cookie, origin: 'https://attacker.example' },
      payload: { word: 'Forged' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await words()).not.toContain('Forged');
  });
});

describe('/api/documents/:id/ignored-findings', () => {
  it('keeps the keys as sent, without duplicates, and is no edit of the document', async () => {
    const document = await createDocument({ content: 'We recieve letters every day.' });
    expect((await request('GET', ignoredUrl(document.id))).json<IgnoredFindings>()).toEqual({ keys: [] });

    const keys = ['spelling:recieve', 'passive-voice:is done', 'spelling:recieve', 'adverb:really'];
    const saved = await request('PUT', ignoredUrl(document.id), { keys });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<IgnoredFindings>()).toEqual({ keys: ['spelling:recieve', 'passive-voice:is done', 'adverb:really'] });
    expect((await request('GET', ignoredUrl(document.id))).json<IgnoredFindings>()).toEqual({
      keys: ['spelling:recieve', 'passive-voice:is done', 'adverb:really'],
    });

    const after = await readDocument(document.id);
    expect(after.version).toBe(document.version);
    expect(after.updatedAt).toBe(document.updatedAt);
    expect((await request('PUT', ignoredUrl(document.id), { keys: [] })).json<IgnoredFindings>()).toEqual({ keys: [] });
  });

  it('re-counts the stored feedback without the ignored findings', async () => {
    const document = await createDocument({ content: 'We recieve letters every day.' });
    const before = document.feedback!.counts.correctness;
    expect(before).toBeGreaterThanOrEqual(1);
    await request('PUT', ignoredUrl(document.id), { keys: ['spelling:recieve'] });
    const ignored = await readDocument(document.id);
    expect(ignored.feedback?.counts.correctness).toBe(before - 1);
    expect(ignored.version).toBe(document.version);

    // The next save of the text keeps them ignored.
    const saved = await request('PATCH', `/api/documents/${document.id}`, { content: 'We recieve letters every day, and reply.' });
    expect(saved.json<Document>().feedback?.counts.correctness).toBe(before - 1);
  });

  it('answers 404 for another workspace’s document, and leaves it alone', async () => {
    const mine = await createDocument({ content: 'Mine.' });
    await request('PUT', ignoredUrl(mine.id), { keys: ['spelling:mine'] });
    expect((await request('GET', ignoredUrl(mine.id), undefined, otherCookie)).statusCode).toBe(404);
    const foreign = await request('PUT', ignoredUrl(mine.id), { keys: [] }, otherCookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ error: string }>().error).toBe('Document not found');
    expect((await request('GET', ignoredUrl(mine.id))).json<IgnoredFindings>()).toEqual({ keys: ['spelling:mine'] });
    expect((await request('GET', ignoredUrl(2_000_000_000))).statusCode).toBe(404);
  });

  it(`holds at most ${IGNORED_FINDINGS_MAX} keys of the engine's shape`, async () => {
    const document = await createDocument({ content: 'Words.' });
    const many = Array.from({ length: IGNORED_FINDINGS_MAX }, (_, index) => `spelling:word${index}`);
    expect((await request('PUT', ignoredUrl(document.id), { keys: many })).statusCode).toBe(200);
    for (const keys of [
      [...many, 'spelling:one-more'],
      [`spelling:${'x'.repeat(300)}`],
      ['no rule here'],
      ['Spelling:capital'],
      [':nothing'],
      [''],
      [42],
      'spelling:recieve',
      null,
    ]) {
      const answer = await request('PUT', ignoredUrl(document.id), { keys });
      expect(answer.statusCode, JSON.stringify(keys).slice(0, 80)).toBe(400);
      expect(answer.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await request('PUT', ignoredUrl(document.id), {})).statusCode).toBe(400);
    expect((await request('GET', ignoredUrl(document.id))).json<IgnoredFindings>().keys).toHaveLength(IGNORED_FINDINGS_MAX);
  });

  it('is only for a signed-in user', async () => {
    const document = await createDocument({ content: 'Words.' });
    expect((await request('GET', ignoredUrl(document.id), undefined, null)).statusCode).toBe(401);
    expect((await request('PUT', ignoredUrl(document.id), { keys: [] }, null)).statusCode).toBe(401);
  });
});

describe('the feedback stored with a document', () => {
  const MISSPELT = 'We recieve many letters from our readers. Each one gets a careful answer within a week.';

  it('counts a misspelling under correctness, until the word is in the workspace dictionary and the text is saved again', async () => {
    const { cookie: own } = await signedInAccount(t);
    const document = await createDocument({ content: MISSPELT }, own);
    const before = document.feedback!.counts.correctness;
    expect(before).toBeGreaterThanOrEqual(1);
    expect(document.feedback!.readabilityGrade).toEqual(expect.any(Number));

    expect((await addWord('recieve', own)).statusCode).toBe(201);
    const saved = await request('PATCH', `/api/documents/${document.id}`, { content: MISSPELT, baseVersion: document.version }, own);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Document>().feedback!.counts.correctness).toBe(before - 1);
    expect((await readDocument(document.id, own)).feedback).toEqual(saved.json<Document>().feedback);
  });

  it('is measured again in the background when the dictionary changes, without a new version', async () => {
    const { cookie: own, userId } = await signedInAccount(t);
    const workspaceId = await workspaceOf(userId);
    const first = await createDocument({ content: MISSPELT }, own);
    const second = await createDocument({ content: `${MISSPELT} We recieve praise too.` }, own);
    const queued = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, REMEASURE_FEEDBACK_JOB))).filter((job) => job.payload.workspaceId === workspaceId && job.status === 'queued');

    expect((await addWord('recieve', own)).statusCode).toBe(201);
    expect((await addWord('Zettelkasten', own)).statusCode).toBe(201);
    // One job per workspace while it waits: it reads the newest words when it runs.
    expect(await queued()).toHaveLength(1);
    // Until it runs, the stored counts still read the old words.
    expect((await readDocument(second.id, own)).feedback!.counts.correctness).toBe(second.feedback!.counts.correctness);

    await remeasureFeedbackJob(t.database.db)({ workspaceId }, { signal: new AbortController().signal, lastAttempt: true });
    const [firstAfter, secondAfter] = [await readDocument(first.id, own), await readDocument(second.id, own)];
    expect(firstAfter.feedback!.counts.correctness).toBe(first.feedback!.counts.correctness - 1);
    expect(secondAfter.feedback!.counts.correctness).toBe(second.feedback!.counts.correctness - 2);
    expect([firstAfter.version, firstAfter.updatedAt]).toEqual([first.version, first.updatedAt]);

    // Removing the word queues it again, and the misspelling counts once more.
    await t.database.db.delete(jobs).where(eq(jobs.kind, REMEASURE_FEEDBACK_JOB));
    expect((await removeWord('recieve', own)).statusCode).toBe(200);
    expect(await queued()).toHaveLength(1);
    await remeasureFeedbackJob(t.database.db)({ workspaceId }, { signal: new AbortController().signal, lastAttempt: true });
    expect((await readDocument(first.id, own)).feedback!.counts.correctness).toBe(first.feedback!.counts.correctness);
  });

  it('is measured again in the background when a client’s brand terms or style guide, or the workspace’s style rules, change', async () => {
    const { cookie: own, userId } = await signedInAccount(t);
    const workspaceId = await workspaceOf(userId);
    const as = (method: Method, url: string, payload?: unknown) => request(method, url, payload, own);
    const queued = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, REMEASURE_FEEDBACK_JOB)))
        .filter((job) => job.payload.workspaceId === workspaceId && job.status === 'queued')
        .map((job) => job.payload);
    const runQueued = async () => {
      for (const payload of await queued()) {
        await remeasureFeedbackJob(t.database.db)(payload, { signal: new AbortController().signal, lastAttempt: true });
      }
      await t.database.db.delete(jobs).where(eq(jobs.kind, REMEASURE_FEEDBACK_JOB));
    };
    const text = 'We sold 5 boxes of cheap tea, arguably too many, to our grocers this week.';
    const clientBody = { ...clientSample, name: 'Teaco', bannedTerms: ['cheap'] };
    const client = (await as('POST', '/api/clients', clientBody)).json<{ id: number }>();
    const forClient = await createDocument({ content: text, clientId: client.id }, own);
    const withoutClient = await createDocument({ content: text }, own);
    expect([forClient.feedback!.counts.brand, forClient.feedback!.counts.style]).toEqual([1, 0]);

    // The banned term is allowed: only the client's documents are measured again.
    expect((await as('PUT', `/api/clients/${client.id}`, { ...clientBody, bannedTerms: [] })).statusCode).toBe(200);
    expect(await queued()).toEqual([{ workspaceId, clientId: client.id }]);
    expect((await readDocument(forClient.id, own)).feedback!.counts.brand).toBe(1);
    await runQueued();
    const allowed = await readDocument(forClient.id, own);
    expect(allowed.feedback!.counts.brand).toBe(0);
    expect([allowed.version, allowed.updatedAt]).toEqual([forClient.version, forClient.updatedAt]);

    // An edit the counts do not read (the description, the reading grade) queues nothing.
    expect((await as('PUT', `/api/clients/${client.id}`, { ...clientBody, bannedTerms: [], description: 'Teas' })).statusCode).toBe(200);
    expect((await as('PUT', `/api/clients/${client.id}/style-guide`, { preset: null, disabledRules: [], readingGrade: 9 })).statusCode).toBe(200);
    expect(await queued()).toEqual([]);

    // The client's style guide: AP style counts the numeral "5" for its documents only.
    expect((await as('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'ap', disabledRules: [] })).statusCode).toBe(200);
    expect(await queued()).toEqual([{ workspaceId, clientId: client.id }]);
    await runQueued();
    expect((await readDocument(forClient.id, own)).feedback!.counts.style).toBe(1);
    expect((await readDocument(withoutClient.id, own)).feedback!.counts.style).toBe(0);

    // The workspace's own rules reach every document; one job waits for the whole workspace.
    const hedging = { name: 'Acme/Hedging.yml', source: 'extends: existence\nmessage: "Avoid “%s”."\nlevel: warning\ntokens:\n  - arguably\n' };
    expect((await as('PUT', '/api/style-rules', { files: [hedging] })).statusCode).toBe(200);
    expect((await as('PUT', `/api/clients/${client.id}`, { ...clientBody, bannedTerms: ['tins'] })).statusCode).toBe(200);
    expect(await queued()).toEqual([{ workspaceId }]);
    await runQueued();
    expect((await readDocument(forClient.id, own)).feedback!.counts.style).toBe(2);
    expect((await readDocument(withoutClient.id, own)).feedback!.counts.style).toBe(1);
  });

  it('counts a banned term of the document’s client under brand, for that client’s documents only', async () => {
    const text = 'Our cheap tea arrives fresh every week, packed by hand in small tins for grocers.';
    const client = (await request('POST', '/api/clients', { ...clientSample, name: 'Teaco', bannedTerms: ['cheap'] })).json<{ id: number }>();
    const lenient = (await request('POST', '/api/clients', { ...clientSample, name: 'Leafco', bannedTerms: [] })).json<{ id: number }>();

    const forClient = await createDocument({ content: text, clientId: client.id });
    const withoutClient = await createDocument({ content: text });
    const forOther = await createDocument({ content: text, clientId: lenient.id });
    expect(forClient.feedback!.counts.brand).toBe(1);
    expect(withoutClient.feedback!.counts.brand).toBe(0);
    expect(forOther.feedback!.counts.brand).toBe(0);
    expect(forClient.feedback!.counts.correctness).toBe(withoutClient.feedback!.counts.correctness);

    // Moving a document to the client brings its rules; leaving it drops them.
    const moved = await request('PATCH', `/api/documents/${withoutClient.id}`, { clientId: client.id });
    expect(moved.json<Document>().feedback!.counts.brand).toBe(1);
    const left = await request('PATCH', `/api/documents/${forClient.id}`, { clientId: null });
    expect(left.json<Document>().feedback!.counts.brand).toBe(0);
  });

  it('never counts the focus keyphrase as an overused word', async () => {
    const text =
      'Coffee is a drink of roasted beans. We grind the coffee just before we brew it. Good coffee tastes sweet and a little bright, never bitter. ' +
      'Store coffee in a cool, dark place. Our coffee comes from one farm in the hills.';
    const plain = await createDocument({ content: text });
    const focused = await createDocument({ content: text, focusKeyphrase: 'fresh coffee' });
    expect(plain.feedback!.counts.engagement).toBeGreaterThan(focused.feedback!.counts.engagement);
  });

  it('is measured for empty and short texts too, without a grade', async () => {
    const empty = await createDocument({ content: '' });
    expect(empty.feedback).toEqual({ counts: { correctness: 0, clarity: 0, engagement: 0, inclusive: 0, brand: 0, style: 0 }, readabilityGrade: null });
    const short = await createDocument({ content: 'Short and sweet.' });
    expect(short.feedback?.readabilityGrade).toBeNull();
  });

  it('is null for a document saved before feedback was measured, until its next save', async () => {
    const document = await createDocument({ content: MISSPELT });
    await t.database.db.update(documents).set({ feedback: null }).where(eq(documents.id, document.id));
    expect((await readDocument(document.id)).feedback).toBeNull();
    const listed = await request('GET', '/api/documents');
    expect(listed.statusCode).toBe(200);
    const saved = await request('PATCH', `/api/documents/${document.id}`, { title: 'Renamed' });
    expect(saved.json<Document>().feedback?.counts.correctness).toBeGreaterThanOrEqual(1);
  });

  it('is measured again when an earlier version is restored', async () => {
    const document = await createDocument({ content: MISSPELT });
    const edited = await request('PATCH', `/api/documents/${document.id}`, { content: 'We receive many letters from our readers.' });
    expect(edited.json<Document>().feedback!.counts.correctness).toBe(0);
    const versions = (await request('GET', `/api/documents/${document.id}/versions`)).json<Array<{ id: number; content?: string }>>();
    const first = versions.at(-1)!;
    const restored = await request('POST', `/api/documents/${document.id}/versions/${first.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await readDocument(document.id)).feedback!.counts.correctness).toBeGreaterThanOrEqual(1);
  });
});
