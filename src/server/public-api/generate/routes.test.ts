import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/contract/clients.js';
import type { PublicError } from '../../../shared/contract/public-api/common.js';
import type { PublicDocument } from '../../../shared/contract/public-api/documents.js';
import type { GenerateResponse } from '../../../shared/contract/public-api/generate.js';
import { apiAccount, apiKeyFor, v1, type ApiAccount } from '../../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

type Account = ApiAccount;

let t: TestApp;
let a: Account;
let b: Account;
let documentId: number;
let brandId: number;
let rivalDocumentId: number;
let rivalBrandId: number;

const ARTICLE = `# Planning a content calendar

A content calendar keeps a team honest. It shows what ships each week and who owns it. Start with the goals for the quarter and work back from them.

## Pick the themes

Choose three themes and give each one a month. Write them down where everyone can see them, and review the plan every Friday with the whole team.`;

const OTHER_TEXT = `# Brewing better coffee at home

Good coffee starts with fresh beans. Grind them just before you brew, and weigh both the beans and the water.

## Water matters

Use filtered water just off the boil. Pour slowly and evenly over the grounds for the best cup.`;

async function sessionClient(cookie: string, body: object): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { cookie }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Client>().id;
}

async function apiDocument(key: string, body: object): Promise<number> {
  const response = await v1(t, key, 'POST', '/api/v1/documents', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PublicDocument>().id;
}

const generate = (payload: object, key = a.key) => v1(t, key, 'POST', '/api/v1/generate', payload);

async function variantsOf(payload: object): Promise<GenerateResponse['variants']> {
  const response = await generate(payload);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<GenerateResponse>();
  expect(answer).toMatchObject({ type: (payload as { type: string }).type, engine: 'built-in' });
  // Best first.
  const scores = answer.variants.map((variant) => variant.score);
  expect(scores).toEqual([...scores].sort((x, y) => y - x));
  return answer.variants;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await apiAccount(t);
  b = await apiAccount(t);
  documentId = await apiDocument(a.key, { title: 'Calendars', content: ARTICLE, focus_keyphrase: 'content calendar' });
  brandId = await sessionClient(a.cookie, { name: 'Acme Media', websiteUrl: 'https://acme.example/blog' });
  rivalDocumentId = await apiDocument(b.key, { title: 'Rival', content: 'The rival’s secret launch plan for the spring. It is not for anyone else to read.' });
  rivalBrandId = await sessionClient(b.cookie, { name: 'Rival Brand', websiteUrl: 'https://rival.example' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/generate', () => {
  it('makes headlines from a text: at most 60 characters, from its own title, the count asked for', async () => {
    const variants = await variantsOf({ type: 'headlines', text: OTHER_TEXT, count: 3 });
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      expect(variant.text.length).toBeLessThanOrEqual(60);
      expect(variant.notes.length).toBeGreaterThan(0);
    }
    expect(variants.map((variant) => variant.text)).toContain('Brewing better coffee at home');
    // Nothing of the workspace's document leaks into a text's headlines.
    expect(JSON.stringify(variants)).not.toMatch(/calendar/i);

    const withKeyphrase = await variantsOf({ type: 'headlines', text: OTHER_TEXT, keyphrase: 'home coffee' });
    expect(withKeyphrase).toHaveLength(5);
    expect(withKeyphrase[0]!.text).toMatch(/Home Coffee/);
    expect(withKeyphrase[0]!.notes).toContain('holds “home coffee”');
  });

  it('makes meta descriptions from a document, ranked by its focus keyphrase', async () => {
    const variants = await variantsOf({ type: 'meta_description', document_id: documentId, count: 4 });
    expect(variants).toHaveLength(4);
    // The document's prose, its headings left out.
    const prose = ARTICLE.split('\n')
      .filter((line) => !line.startsWith('#'))
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const variant of variants) {
      expect(variant.text.length).toBeLessThanOrEqual(156);
      // Drawn from the document's own sentences.
      expect(prose).toContain(variant.text.replace(/…$/, ''));
      expect(variant.notes.some((note) => /hold “content calendar”|holds “content calendar”/.test(note))).toBe(true);
    }
    expect(variants[0]!.notes).toContain('holds “content calendar”');
  });

  it('makes social posts from a document that link to the brand’s website and tag its keyphrase', async () => {
    const variants = await variantsOf({ type: 'social_posts', document_id: documentId, brand_id: brandId });
    expect(variants.length).toBeGreaterThanOrEqual(3);
    expect(new Set(variants.map((variant) => variant.network))).toEqual(new Set(['x', 'linkedin', 'facebook']));
    for (const variant of variants) expect(variant.text).toContain('https://acme.example/blog');
    const x = variants.filter((variant) => variant.network === 'x');
    expect(x.every((variant) => variant.text.includes('#ContentCalendar'))).toBe(true);

    // Without a brand, no link.
    const unlinked = await variantsOf({ type: 'social_posts', document_id: documentId });
    expect(unlinked.some((variant) => variant.text.includes('https://'))).toBe(false);
  });

  it('makes email subject lines from a document, each with a preheader from its lead', async () => {
    const variants = await variantsOf({ type: 'email_subject_lines', document_id: documentId, count: 3 });
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      expect(variant.text.length).toBeLessThanOrEqual(60);
      expect(variant.preheader).toMatch(/^A content calendar keeps a team honest\./);
      expect(variant.preheader!.length).toBeLessThanOrEqual(100);
    }
    // The document's focus keyphrase shapes the subjects.
    expect(variants.some((variant) => /content calendar/i.test(variant.text) && variant.notes.includes('holds “content calendar”'))).toBe(true);
  });

  it('answers the same variants for the same input', async () => {
    for (const payload of [
      { type: 'headlines', text: OTHER_TEXT },
      { type: 'social_posts', document_id: documentId, brand_id: brandId, count: 4 },
      { type: 'email_subject_lines', document_id: documentId },
    ]) {
      const first = await generate(payload);
      const second = await generate(payload);
      expect(first.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
    }
  });

  it.each([
    ['both text and document_id', () => ({ type: 'headlines', text: OTHER_TEXT, document_id: documentId })],
    ['neither text nor document_id', () => ({ type: 'headlines' })],
    ['an unknown type', () => ({ type: 'poems', text: OTHER_TEXT })],
    ['a count of 0', () => ({ type: 'headlines', text: OTHER_TEXT, count: 0 })],
    ['a count of 11', () => ({ type: 'headlines', text: OTHER_TEXT, count: 11 })],
    ['an empty text', () => ({ type: 'headlines', text: '' })],
  ])('refuses %s with 400 invalid_request', async (_case, payload) => {
    const response = await generate(payload());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<PublicError>()).toMatchObject({ code: 'invalid_request', error: expect.any(String) });
  });

  it('answers 404 for another workspace’s document_id or brand_id, and shows nothing of them', async () => {
    const document = await generate({ type: 'headlines', document_id: rivalDocumentId });
    expect(document.statusCode).toBe(404);
    expect(document.json<PublicError>().code).toBe('not_found');
    expect(document.body).not.toMatch(/rival|secret/i);

    const brand = await generate({ type: 'social_posts', text: OTHER_TEXT, brand_id: rivalBrandId });
    expect(brand.statusCode).toBe(404);
    expect(brand.json<PublicError>()).toMatchObject({ code: 'not_found', field: 'brand_id' });
    expect(brand.body).not.toContain('rival.example');

    // The owner's key reads its own.
    expect((await generate({ type: 'headlines', document_id: rivalDocumentId }, b.key)).statusCode).toBe(200);
  });

  it('needs the read scope', async () => {
    const aiOnly = await apiKeyFor(t, a.cookie, { name: 'AI only', scopes: ['ai'] });
    const response = await generate({ type: 'headlines', text: OTHER_TEXT }, aiOnly);
    expect(response.statusCode).toBe(403);
    expect(response.json<PublicError>().code).toBe('insufficient_scope');
  });
});
