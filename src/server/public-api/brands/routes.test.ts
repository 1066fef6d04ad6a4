import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/contract/clients.js';
import type { Brand } from '../../../shared/contract/public-api/brands.js';
import type { PublicError } from '../../../shared/contract/public-api/common.js';
import { clients } from '../../db/schema.js';
import { apiAccount, apiKeyFor, v1, type ApiAccount } from '../../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

type Page = { data: Brand[]; next_cursor: string | null };
type Account = ApiAccount;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedClients(workspaceId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(clients).where(eq(clients.workspaceId, workspaceId));
  return row!.n;
}

async function sessionClient(cookie: string, body: object): Promise<Client> {
  const response = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Client>();
}

const sessionClients = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/clients', headers: { cookie } })).json<Client[]>();

/** About `words` words in one brand's voice: short sentences, "we" and "you", contractions. */
function sample(topic: string, words = 170): string {
  const sentences = [
    `We build ${topic} for the trail.`,
    "You'll feel the difference on day one.",
    'Our gear is light, tough and simple.',
    "We're out there every weekend, testing it.",
    'Pack less. Walk further.',
    'Your trail gear should never slow you down.',
  ];
  const out: string[] = [];
  while (out.join(' ').split(/\s+/).length < words) out.push(sentences[out.length % sentences.length]!);
  return out.join(' ');
}

async function allPages(key: string, limit: number): Promise<{ ids: number[]; sizes: number[]; last: string | null }> {
  const ids: number[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await v1(t, key, 'GET', `/api/v1/brands?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page: Page = response.json<Page>();
    ids.push(...page.data.map((brand) => brand.id));
    sizes.push(page.data.length);
    cursor = page.next_cursor;
  } while (cursor !== null && sizes.length < 10);
  return { ids, sizes, last: cursor };
}

describe('GET /api/v1/brands', () => {
  let a: Account;
  let b: Account;
  let made: Client[];
  beforeAll(async () => {
    a = await apiAccount(t);
    b = await apiAccount(t);
    made = [
      await sessionClient(a.cookie, {
        name: 'Acme Outdoors',
        description: 'Tents and stoves.',
        industry: 'Retail',
        targetAudience: 'Weekend hikers',
        websiteUrl: 'https://acme.example',
        brandGuidelines: 'Warm and practical.',
        keyMessages: ['Gear that lasts'],
        bannedTerms: ['cheap'],
        preferredTerms: [{ term: 'customers', instead: 'explorers' }],
      }),
      await sessionClient(a.cookie, { name: 'Beta Bikes' }),
      await sessionClient(a.cookie, { name: 'Cedar Coffee' }),
    ];
  });

  it('lists the workspace’s clients as brands, in snake_case, with voice null until one is learned', async () => {
    const response = await v1(t, a.key, 'GET', '/api/v1/brands');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page>();
    expect(page.next_cursor).toBeNull();
    expect(page.data.map((brand) => brand.name)).toEqual(['Acme Outdoors', 'Beta Bikes', 'Cedar Coffee']);
    expect(page.data[0]).toEqual({
      id: made[0]!.id,
      name: 'Acme Outdoors',
      description: 'Tents and stoves.',
      industry: 'Retail',
      target_audience: 'Weekend hikers',
      website_url: 'https://acme.example',
      guidelines: 'Warm and practical.',
      key_messages: ['Gear that lasts'],
      banned_terms: ['cheap'],
      preferred_terms: [{ term: 'customers', instead: 'explorers' }],
      voice: null,
      created_at: made[0]!.createdAt,
      updated_at: made[0]!.updatedAt,
    });
    expect(page.data[1]).toMatchObject({ id: made[1]!.id, target_audience: null, website_url: null, guidelines: null, key_messages: [], voice: null });
  });

  it('pages with limit and next_cursor: every brand once, next_cursor null on the last page', async () => {
    const paged = await allPages(a.key, 2);
    expect(paged.sizes).toEqual([2, 1]);
    expect(paged.ids).toEqual(made.map((client) => client.id));
    expect(paged.last).toBeNull();
    const exact = await allPages(a.key, 3);
    expect(exact.sizes).toEqual([3]);

    const bad = await v1(t, a.key, 'GET', '/api/v1/brands?cursor=not-one-of-ours');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<PublicError>()).toMatchObject({ code: 'invalid_cursor', field: 'cursor' });
  });

  it('accepts user_id when it is the key’s own user, and answers 403 for anyone else’s', async () => {
    const own = await v1(t, a.key, 'GET', `/api/v1/brands?user_id=${a.userId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<Page>().data.map((brand) => brand.id)).toEqual(made.map((client) => client.id));

    const other = await v1(t, a.key, 'GET', `/api/v1/brands?user_id=${b.userId}`);
    expect(other.statusCode).toBe(403);
    expect(other.json<PublicError>()).toMatchObject({ code: 'forbidden', field: 'user_id', error: expect.stringMatching(/user_id/) });
    expect(other.body).not.toContain('Acme');
  });

  it('never shows a workspace’s brands to another workspace’s key', async () => {
    await sessionClient(b.cookie, { name: 'Only B' });
    const theirs = (await v1(t, b.key, 'GET', '/api/v1/brands')).json<Page>();
    expect(theirs.data.map((brand) => brand.name)).toEqual(['Only B']);
    const mine = (await v1(t, a.key, 'GET', '/api/v1/brands?limit=100')).json<Page>();
    expect(mine.data.map((brand) => brand.name)).not.toContain('Only B');
  });
});

describe('POST /api/v1/brands', () => {
  let a: Account;
  beforeAll(async () => {
    a = await apiAccount(t);
  });

  it('creates a client whose voice is learned from one sample, with its guidelines, and the editor sees it', async () => {
    const text = sample('tents');
    const response = await v1(t, a.key, 'POST', '/api/v1/brands', { name: 'Trailhead Gear', sample_text: text, guidelines: 'Short sentences. Speak to the hiker.' });
    expect(response.statusCode, response.body).toBe(201);
    const brand = response.json<Brand>();
    expect(brand).toMatchObject({ name: 'Trailhead Gear', guidelines: 'Short sentences. Speak to the hiker.' });
    const voice = brand.voice!;
    expect(voice.samples).toEqual([{ name: 'Sample 1', words: text.split(/\s+/).length }]);
    expect(voice.traits.sentence_length).toBeGreaterThan(3);
    expect(voice.traits.sentence_length).toBeLessThan(9);
    expect(voice.traits.contractions).toBeGreaterThan(1);
    expect(voice.description.join(' ')).toMatch(/speaks as “we” and addresses the reader as “you”/);
    expect(voice.distinctive_terms).toEqual(expect.arrayContaining(['trail', 'gear']));
    expect(voice.style_guide).toBeNull();
    expect(Date.parse(voice.learned_at)).not.toBeNaN();

    const inEditor = (await sessionClients(a.cookie)).find((client) => client.id === brand.id);
    expect(inEditor).toMatchObject({ name: 'Trailhead Gear', brandGuidelines: 'Short sentences. Speak to the hiker.' });
    expect(inEditor!.voice).toMatchObject({ description: voice.description, distinctiveTerms: voice.distinctive_terms, samples: voice.samples });
    // The same measures, in the API's names.
    expect(inEditor!.voice!.traits).toMatchObject({
      sentenceLength: voice.traits.sentence_length,
      sentenceVariety: voice.traits.sentence_variety,
      readingEase: voice.traits.reading_ease,
      contractions: voice.traits.contractions,
      sentiment: voice.traits.sentiment,
      formality: voice.traits.formality,
    });
    const listed = (await v1(t, a.key, 'GET', '/api/v1/brands?limit=100')).json<Page>().data.find((item) => item.id === brand.id);
    expect(listed).toEqual(brand);
  });

  it('learns from sample_text as a list of 3 texts', async () => {
    const response = await v1(t, a.key, 'POST', '/api/v1/brands', { name: 'Three Samples', sample_text: [sample('tents'), sample('stoves', 160), sample('boots', 200)] });
    expect(response.statusCode, response.body).toBe(201);
    const brand = response.json<Brand>();
    expect(brand.guidelines).toBeNull();
    expect(brand.voice!.samples.map((item) => item.name)).toEqual(['Sample 1', 'Sample 2', 'Sample 3']);
    expect(brand.voice!.samples.every((item) => item.words >= 150)).toBe(true);
  });

  it('takes the largest valid body even when a client escapes every non-ASCII character (Python’s json.dumps does by default)', async () => {
    // 20,000 characters of Cyrillic each: five samples and the guidelines, at their limits.
    const words = 'Мы делаем лёгкие палатки для долгой тропы и проверяем их каждые выходные.';
    const longest = (max: number) => {
      let text = words;
      while (text.length + words.length + 1 <= max) text += ` ${words}`;
      return text.padEnd(max, '.');
    };
    const body = { name: 'Тропа', sample_text: Array.from({ length: 5 }, () => longest(20_000)), guidelines: longest(20_000) };
    const escaped = JSON.stringify(body).replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(escaped.length).toBeGreaterThan(600_000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/brands',
      headers: { authorization: `Bearer ${a.key}`, 'content-type': 'application/json' },
      payload: escaped,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    const brand = response.json<Brand>();
    expect(brand.name).toBe('Тропа');
    expect(brand.voice!.samples).toHaveLength(5);
    expect(brand.guidelines).toHaveLength(20_000);
  });

  it.each([
    ['a sample under 150 words', () => ({ name: 'Too Short', sample_text: sample('tents', 60) }), 'sample_text', /150/],
    ['one short sample among three', () => ({ name: 'One Short', sample_text: [sample('a'), sample('b', 40), sample('c')] }), 'sample_text', /“Sample 2” has \d+ words/],
    ['no sample_text', () => ({ name: 'No Sample' }), 'sample_text', /sample_text/],
    ['an empty sample_text', () => ({ name: 'Empty', sample_text: '   ' }), 'sample_text', /sample_text/],
    ['6 samples', () => ({ name: 'Six', sample_text: Array.from({ length: 6 }, () => sample('tents')) }), 'sample_text', /at most 5 samples; you gave 6/],
    ['no name', () => ({ sample_text: sample('tents') }), 'name', /name is required/],
    ['a blank name', () => ({ name: '  ', sample_text: sample('tents') }), 'name', /name is required/],
  ])('refuses %s with 400 naming the field, and stores no client', async (_case, body, field, message) => {
    const before = await storedClients(a.workspaceId);
    const response = await v1(t, a.key, 'POST', '/api/v1/brands', body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<PublicError>()).toMatchObject({ code: 'invalid_request', field, error: expect.stringMatching(message) });
    expect(await storedClients(a.workspaceId)).toBe(before);
  });

  it('needs the write scope: a read-only key gets 403 insufficient_scope and nothing is stored', async () => {
    const readOnly = await apiKeyFor(t, a.cookie, { name: 'Read only', scopes: ['read'] });
    const before = await storedClients(a.workspaceId);
    const response = await v1(t, readOnly, 'POST', '/api/v1/brands', { name: 'Not Allowed', sample_text: sample('tents') });
    expect(response.statusCode).toBe(403);
    expect(response.json<PublicError>().code).toBe('insufficient_scope');
    expect(await storedClients(a.workspaceId)).toBe(before);
    expect((await v1(t, readOnly, 'GET', '/api/v1/brands')).statusCode).toBe(200);
  });
});
