import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSample } from '../support/route-samples.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

/** Live writing feedback in the editor (issue 16), in Chromium against the app as `npm start` runs it. */
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Writing feedback' });
const underline = (page: Page, text: string) => page.locator('.ProseMirror [data-finding]', { hasText: new RegExp(`^${text}$`) });

async function openDocument(page: Page, body: string, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await page.request.post('/api/documents', { data: { title: 'Feedback', content: body, personalityId: 1, ...fields } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/editor/${id}`);
  await content(page).waitFor();
  // The first analysis has run (with the dictionary) once the panel counts findings.
  await panel(page).getByText(/\d+ findings?$/).waitFor();
  return id;
}

async function typeAtEnd(page: Page, text: string) {
  await content(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

describe('live writing feedback', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('underlines a typo within a second of typing it, and Apply on its card fixes it', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page, 'We write every day.');
    await expect.poll(() => panel(page).getByText('Spelling is checked once the dictionary has loaded.').count(), { timeout: 10_000 }).toBe(0);

    await typeAtEnd(page, ' We recieve');
    const typedAt = Date.now();
    await underline(page, 'recieve').waitFor({ timeout: 2_000 });
    expect(Date.now() - typedAt).toBeLessThan(1_000);
    expect(await underline(page, 'recieve').getAttribute('class')).toContain('feedback-correctness');

    await underline(page, 'recieve').hover();
    const card = page.getByRole('dialog', { name: /Correctness: “recieve” may be misspelled/ });
    await card.waitFor();
    expect(await card.getByText('It is not in the dictionary.', { exact: false }).count()).toBe(1);
    await card.getByRole('button', { name: 'Apply: receive' }).click();
    await expect.poll(() => content(page).innerText()).toBe('We write every day. We receive');
    await expect.poll(() => underline(page, 'receive').count()).toBe(0);
    await context.close();
  });

  it('flags a sentence over 25 words as hard to read, and one over 35 as very hard', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    // 30 and 43 words.
    const long =
      'When the team finally met on Monday morning to plan the launch, everyone agreed that the draft needed fewer claims, clearer headings and a much shorter introduction for busy readers.';
    const veryLong =
      'Our editors read every draft twice before it goes out, once for the facts and once for the voice, and they send it back with notes whenever a paragraph wanders, a claim lacks a source or a sentence runs on far too long.';
    await openDocument(page, `${long}\n\nShort one.\n\n${veryLong}`);
    const clarity = panel(page);
    await clarity.getByRole('button', { name: /^Clarity \d+$/ }).click();
    expect(await clarity.getByText('This sentence has 30 words: hard to read.').count()).toBe(1);
    expect(await clarity.getByText('This sentence has 43 words: very hard to read.').count()).toBe(1);
    const shaded = await page.locator('.ProseMirror .feedback-span').evaluateAll((spans) => new Set(spans.map((span) => span.getAttribute('data-finding'))).size);
    expect(shaded).toBe(2);
    await context.close();
  });

  it("shows a client's banned term as a brand error in that client's documents only", async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/clients', { data: { ...clientSample, name: 'Northwind', bannedTerms: ['cheap'] } });
    const clientId = ((await created.json()) as { id: number }).id;
    const body = 'Our tents are cheap and light.';

    await openDocument(page, body, { clientId });
    const banned = underline(page, 'cheap');
    await banned.waitFor();
    expect(await banned.getAttribute('class')).toContain('feedback-brand');
    await banned.hover();
    await page.getByRole('dialog', { name: /Brand: “cheap” is on Northwind's list of banned terms/ }).waitFor();

    await openDocument(page, body);
    expect(await underline(page, 'cheap').count()).toBe(0);
    expect(await panel(page).getByRole('button', { name: 'Brand 0' }).count()).toBe(1);
    await context.close();
  });

  it('keeps a word added to the dictionary and a finding ignored in the document, after a reload', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await openDocument(page, 'Inkwise helps. The report was written by the team.');
    await underline(page, 'Inkwise').waitFor();
    await underline(page, 'Inkwise').click();
    await page.getByRole('dialog', { name: /“Inkwise” may be misspelled/ }).getByRole('button', { name: 'Add to dictionary' }).click();
    await expect.poll(() => underline(page, 'Inkwise').count()).toBe(0);

    await underline(page, 'written').click();
    await page.getByRole('dialog', { name: /passive voice/ }).getByRole('button', { name: 'Ignore' }).click();
    await expect.poll(() => underline(page, 'written').count()).toBe(0);

    await page.goto(`/editor/${id}`);
    await panel(page).getByText(/\d+ findings?$/).waitFor();
    await expect.poll(() => panel(page).getByText('Spelling is checked once the dictionary has loaded.').count(), { timeout: 10_000 }).toBe(0);
    expect(await underline(page, 'Inkwise').count()).toBe(0);
    expect(await underline(page, 'written').count()).toBe(0);
    await context.close();
  });

  it('finds in the browser exactly what the server stores at save for the same text and client', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/clients', { data: { ...clientSample, name: 'Acme', bannedTerms: ['cheap'], preferredTerms: [{ term: 'customers', instead: 'explorers' }] } });
    const clientId = ((await created.json()) as { id: number }).id;
    const body = [
      '# The the launch plan',
      'Our customers recieve an useful guide. The report was written by the committee, and it is really quite cheap.',
      '- We utilize acme tents to facilitate trips. Basically, things are very good.',
      'When the team finally met on Monday morning to plan the launch, everyone agreed that the draft needed fewer claims, clearer headings and a much shorter introduction.',
    ].join('\n\n');
    const id = await openDocument(page, body, { clientId });
    await expect.poll(() => panel(page).getByText('Spelling is checked once the dictionary has loaded.').count(), { timeout: 10_000 }).toBe(0);
    const inBrowser: Record<string, number> = {};
    for (const label of await panel(page).getByRole('group', { name: 'Show findings' }).getByRole('button').allInnerTexts()) {
      const [, name, count] = /^(.*\S)\s+(\d+)$/s.exec(label.trim())!;
      inBrowser[name!] = Number(count);
    }
    const stored = ((await (await page.request.get(`/api/documents/${id}`)).json()) as { feedback: { counts: Record<string, number> } }).feedback.counts;
    const labels: Record<string, string> = { correctness: 'Correctness', clarity: 'Clarity', engagement: 'Engagement', inclusive: 'Inclusive language', brand: 'Brand', style: 'Style guide' };
    for (const [category, count] of Object.entries(stored)) expect(inBrowser[labels[category]!], category).toBe(count);
    expect(inBrowser.All).toBe(Object.values(stored).reduce((sum, count) => sum + count, 0));
    expect(inBrowser.All).toBeGreaterThan(8);
    await context.close();
  });

  it('is not an edit: opening a document and showing its findings leaves it unchanged, and nothing is analysed while nobody types', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page, 'We recieve an useful tool. The report was written by the team.');
    await expect.poll(() => panel(page).getByText('Spelling is checked once the dictionary has loaded.').count(), { timeout: 10_000 }).toBe(0);
    const analyses = () => page.evaluate(() => performance.getEntriesByName('writing-feedback').length);
    // Opening ends once the editor holds the shared text (a saved document is co-edited); binding
    // to it may re-read the text once, after the debounce.
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    const settled = await analyses();
    await page.waitForTimeout(1_500);
    expect(await analyses()).toBe(settled);
    expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('checks spelling in a document that ends with a list, where the editor adds a paragraph after it on opening', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page, 'We recieve every order.\n\n- first item\n- second item');
    await underline(page, 'recieve').waitFor({ timeout: 10_000 });
    expect(await panel(page).getByText('Spelling is checked once the dictionary has loaded.').count()).toBe(0);
    await context.close();
  });

  it('keeps a long list of findings in a scrolling region, so the side column does not run far below the text', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.setViewportSize({ width: 1280, height: 800 });
    // 60 paragraphs, each with a repeated word and an adverb: well over a hundred findings.
    const body = Array.from({ length: 60 }, (_, index) => `Paragraph ${index + 1} is is really short.`).join('\n\n');
    await openDocument(page, body);
    const findings = panel(page).getByRole('region', { name: 'Findings' });
    const size = () => findings.evaluate((region) => ({ shown: region.clientHeight, whole: region.scrollHeight, top: region.scrollTop }));
    await expect.poll(async () => (await size()).whole).toBeGreaterThan(2_000);
    expect((await size()).shown).toBeLessThanOrEqual(Math.ceil(800 * 0.65));

    // It scrolls from the keyboard, and a finding far down the list still selects its text.
    await findings.focus();
    await page.keyboard.press('End');
    await expect.poll(async () => (await size()).top).toBeGreaterThan(1_000);
    const last = findings.getByRole('button', { name: /“really”/ }).last();
    await last.click();
    await expect.poll(() => content(page).evaluate((element) => element.ownerDocument.defaultView?.getSelection()?.toString())).toBe('really');
    await context.close();
  });

  it('reaches findings from the keyboard: F8 selects the next one and Enter applies its fix', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page, 'It is an useful tool.');
    await content(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('F8');
    const card = page.getByRole('dialog', { name: /Use “a” here, not “an”/ });
    await card.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => content(page).innerText()).toBe('It is a useful tool.');
    await context.close();
  });
});
