import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../src/shared/contract/documents.js';
import { clientSample, projectSample } from '../support/route-samples.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

async function stored(page: Page, id: number): Promise<Document> {
  const response = await page.request.get(`/api/documents/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Document;
}

async function createDocument(page: Page, data: object): Promise<Document> {
  const response = await page.request.post('/api/documents', { data: { title: 'Settings', personalityId: 1, ...data } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Document;
}

const headerPicker = (page: Page) => page.getByRole('combobox', { name: 'Default AI personality for new documents' });

async function personalityNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/personalities');
  return ((await response.json()) as Array<{ name: string }>).map((personality) => personality.name);
}

describe('document settings', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('keeps the default personality with the account: another device sees it, new documents start with it, and the editor says when a document differs', async () => {
    const { context, page, account } = await openSignedInPage(browser, app.url, consoleErrors);
    const [, second, third] = await personalityNames(page);
    await page.goto('/dashboard');
    await headerPicker(page).click();
    await page.getByRole('option', { name: second }).click();
    await expect.poll(async () => (await (await page.request.get('/api/preferences')).json()) as unknown).toEqual({ defaultPersonalityId: 2 });

    // Another browser, signed in as the same user, starts from the same choice.
    const elsewhere = await browser.newContext({ baseURL: app.url });
    const otherPage = await elsewhere.newPage();
    expect((await otherPage.request.post('/api/auth/login', { data: { ...account, remember: false } })).status()).toBe(200);
    await otherPage.goto('/dashboard');
    await expect.poll(() => headerPicker(otherPage).innerText()).toContain(second);
    await otherPage.getByRole('button', { name: 'New Document' }).first().click();
    await otherPage.waitForURL(/\/editor\/\d+$/);
    const created = await stored(otherPage, Number(otherPage.url().split('/').pop()));
    expect(created.personalityId).toBe(2);
    await elsewhere.close();

    // A document in another voice says so, and can make its voice the default.
    const document = await createDocument(page, { personalityId: 3, content: 'Words.' });
    await page.goto(`/editor/${document.id}`);
    await page.getByText(`This document is written as ${third}; new documents start with ${second} (the header’s choice)`).waitFor();
    await page.getByRole('button', { name: `Make ${third} the default` }).click();
    await page.getByText(`${third} is also your default for new documents.`).waitFor();
    await expect.poll(() => headerPicker(page).innerText()).toContain(third);
    await expect.poll(async () => (await (await page.request.get('/api/preferences')).json()) as unknown).toEqual({ defaultPersonalityId: 3 });
    await context.close();
  });

  it('sets the SEO fields with a search-result preview, saved with the document and used by its score', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const client = await page.request.post('/api/clients', { data: { ...clientSample, websiteUrl: 'https://www.northwind-tea.example' } });
    const clientId = ((await client.json()) as { id: number }).id;
    const project = await page.request.post('/api/projects', { data: { ...projectSample(clientId), keywords: ['green tea', 'tea'] } });
    const projectId = ((await project.json()) as { id: number }).id;
    const document = await createDocument(page, {
      title: 'Brewing green tea',
      content: 'Green tea wants water below boiling. Steep it for two minutes and no more.',
      projectId,
    });
    await page.goto(`/editor/${document.id}`);

    const seo = page.getByRole('region', { name: 'SEO' });
    const keyphrase = seo.getByLabel('Focus keyphrase');
    // The project's keyword shows once the projects have loaded (the editor may open before them).
    await seo.getByText('Empty: the project’s keyword “green tea” is used.').waitFor();
    expect(await keyphrase.getAttribute('placeholder')).toBe('green tea');
    const preview = seo.getByRole('figure', { name: 'Search result preview' });
    expect(await preview.innerText()).toContain('northwind-tea.example');
    expect(await preview.innerText()).toContain('Brewing green tea');
    expect(await preview.innerText()).toContain('Green tea wants water below boiling.');

    await keyphrase.fill('steeping green tea');
    await seo.getByLabel('SEO title').fill('How to brew green tea: water, time and temperature for the perfect cup');
    await seo.getByText(/^\d+\/60 · cut off in results$/).waitFor();
    await seo.getByLabel('Meta description').fill('Water below boiling and two minutes of steeping.');
    await seo.getByLabel('URL slug').fill('Brewing Green Tea — Guide!');
    await seo.getByText('Lowercase words and hyphens: saved as “brewing-green-tea-guide”.').waitFor();
    expect(await preview.innerText()).toContain('How to brew green tea: water, time and temperature for the…');
    expect(await preview.innerText()).toContain('northwind-tea.example › brewing-green-tea-guide');
    expect(await preview.innerText()).toContain('Water below boiling and two minutes of steeping.');

    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(async () => (await stored(page, document.id)) as unknown).toMatchObject({
      focusKeyphrase: 'steeping green tea',
      seoTitle: 'How to brew green tea: water, time and temperature for the perfect cup',
      metaDescription: 'Water below boiling and two minutes of steeping.',
      slug: 'brewing-green-tea-guide',
    });
    const saved = await stored(page, document.id);
    const checks = saved.suggestions.map((suggestion) => suggestion.check);
    expect(checks).toEqual(expect.arrayContaining(['seo-title', 'meta-description']));
    await page.getByText(/Shorten the SEO title to 60 characters or fewer/).first().waitFor();

    // The slug button makes it from the title; a reload shows what was saved.
    await seo.getByRole('button', { name: 'Make the slug from the title' }).click();
    await expect.poll(() => seo.getByLabel('URL slug').inputValue()).toBe('brewing-green-tea');
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect.poll(async () => (await stored(page, document.id)).slug).toBe('brewing-green-tea');
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: 'SEO' }).getByLabel('Focus keyphrase').inputValue()).toBe('steeping green tea');
    await context.close();
  });
});

async function uploadReferenceFile(page: Page, clientId: number, name: string, text: string): Promise<number> {
  const response = await page.request.post('/api/files/upload', {
    multipart: { clientId: String(clientId), files: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { uploaded: Array<{ id: number }> }).uploaded[0]?.id ?? 0;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/files/${id}`)).json()) as { processingStatus: string }).processingStatus, { timeout: 30_000 })
    .toBe('completed');
  return id;
}

/** Selects `passage` inside the dialog's text, as a reader dragging over it would. */
async function selectInText(page: Page, passage: string) {
  await page.getByRole('document', { name: 'Extracted text' }).evaluate((element, wanted) => {
    const page = element.ownerDocument;
    const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT (the tests compile without the DOM's globals)
    const walker = page.createTreeWalker(element, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at === -1) continue;
      const range = page.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      page.getSelection()?.removeAllRanges();
      page.getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${wanted}" is not in the text`);
  }, passage);
}

describe('the brand panel and reference texts', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  // Past the 1,000 characters the file list carries, so only the whole text has the last line.
  const filler = 'Our teas are picked by hand in the spring and shipped within a week of picking. '.repeat(20);
  const fileText = `Brand book\n\n${filler}\n\nThe last line says: steep at eighty degrees for two minutes.`;

  it('shows a file’s whole text on the Files screen, searched and copied', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const client = await page.request.post('/api/clients', { data: { ...clientSample, name: 'Northwind' } });
    const clientId = ((await client.json()) as { id: number }).id;
    const fileId = await uploadReferenceFile(page, clientId, 'brand-book.txt', fileText);
    await page.goto(`/files?clientId=${clientId}`);
    await page.getByRole('button', { name: 'View text of brand-book.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'brand-book.txt' });
    await dialog.getByText(/^\d[\d,]* words of extracted text\.$/).waitFor();
    expect(await dialog.getByRole('document', { name: 'Extracted text' }).innerText()).toContain('steep at eighty degrees for two minutes.');

    await dialog.getByLabel('Search the text').fill('PICKED');
    await dialog.getByText('1 of 20', { exact: true }).waitFor();
    await dialog.getByLabel('Search the text').press('Enter');
    await dialog.getByText('2 of 20', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Previous match' }).click();
    await dialog.getByRole('button', { name: 'Previous match' }).click();
    await dialog.getByText('20 of 20', { exact: true }).waitFor();
    expect(await dialog.locator('mark').count()).toBe(20);
    await dialog.getByLabel('Search the text').fill('coffee');
    await dialog.getByText('No matches', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Copy all' }).click();
    const extracted = ((await (await page.request.get(`/api/files/${fileId}`)).json()) as { extractedText: string }).extractedText;
    expect(extracted.length).toBeGreaterThan(1_000);
    await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(extracted.trim());
    await context.close();
  });

  it('shows the client’s brand beside the text and inserts a key message and a quotation at the caret', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const client = await page.request.post('/api/clients', {
      data: {
        ...clientSample,
        name: 'Northwind',
        brandGuidelines: 'Warm and plain. Never use jargon.',
        keyMessages: ['Fresh every week'],
        brandColors: ['#1d4ed8'],
        bannedTerms: ['cheap', 'synergy'],
        preferredTerms: [{ term: 'customers', instead: 'guests' }],
      },
    });
    const clientId = ((await client.json()) as { id: number }).id;
    await uploadReferenceFile(page, clientId, 'brand-book.txt', fileText);
    const unlinked = await createDocument(page, { content: 'No client yet.' });
    await page.goto(`/editor/${unlinked.id}`);
    const brand = page.getByRole('region', { name: 'Brand' });
    await brand.getByText('Choose a client in Document settings to see its voice, guidelines and reference files here.').waitFor();

    const document = await createDocument(page, { content: 'Our first paragraph.', clientId });
    await page.goto(`/editor/${document.id}`);
    await brand.getByText('Warm and plain. Never use jargon.').waitFor();
    await brand.getByRole('button', { name: 'Copy #1d4ed8' }).waitFor();
    await brand.getByText('cheap, synergy', { exact: true }).waitFor();
    expect(await brand.getByRole('listitem').filter({ hasText: 'customers' }).innerText()).toBe('customers → guests');

    // The caret at the end of the paragraph, then a key message from the panel.
    await page.getByLabel('Content', { exact: true }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await brand.getByRole('button', { name: 'Insert “Fresh every week” at the caret' }).click();
    await expect.poll(() => page.getByLabel('Content', { exact: true }).innerText()).toBe('Our first paragraph. Fresh every week');

    await brand.getByRole('button', { name: 'View text of brand-book.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'brand-book.txt' });
    const insert = dialog.getByRole('button', { name: 'Insert selection as quotation' });
    expect(await insert.isDisabled()).toBe(true);
    await selectInText(page, 'steep at eighty degrees for two minutes.');
    await expect.poll(() => insert.isEnabled()).toBe(true);
    await insert.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect
      .poll(async () => (await stored(page, document.id)).content)
      .toBe('Our first paragraph. Fresh every week\n\n> steep at eighty degrees for two minutes.\n>\n> — brand-book.txt');
    await context.close();
  });

  it('on a phone, takes the writer to a quotation inserted from the brand panel below the text, with the keyboard in the editor', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.setViewportSize({ width: 390, height: 844 });
    const client = await page.request.post('/api/clients', { data: { ...clientSample, name: 'Northwind' } });
    const clientId = ((await client.json()) as { id: number }).id;
    await uploadReferenceFile(page, clientId, 'brand-book.txt', fileText);
    const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of the draft, long enough to wrap on a phone's narrow screen.`);
    const document = await createDocument(page, { content: paragraphs.join('\n\n'), clientId });
    await page.goto(`/editor/${document.id}`);
    // The caret at the end of the first paragraph; on a phone the panels are far below the text.
    await page.locator('.ProseMirror p').first().click();
    await page.keyboard.press('End');
    const viewText = page.getByRole('region', { name: 'Brand' }).getByRole('button', { name: 'View text of brand-book.txt' });
    await viewText.scrollIntoViewIfNeeded();
    await viewText.click();
    const dialog = page.getByRole('dialog', { name: 'brand-book.txt' });
    await dialog.getByText(/steep at eighty degrees/).waitFor();
    await selectInText(page, 'steep at eighty degrees for two minutes.');
    await dialog.getByRole('button', { name: 'Insert selection as quotation' }).click();
    await dialog.waitFor({ state: 'detached' });

    const quotation = page.locator('.ProseMirror blockquote');
    await expect.poll(() => quotation.count()).toBe(1);
    // The quotation is on screen (it went in 3,000 px above it, out of sight) and typing goes on there.
    await expect.poll(() => page.evaluate<boolean>("document.activeElement?.getAttribute('aria-label') === 'Content'")).toBe(true);
    const box = await quotation.boundingBox();
    expect(box && box.y + box.height > 0 && box.y < 844).toBe(true);
    await context.close();
  });
});
