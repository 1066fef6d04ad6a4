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
    expect(await keyphrase.getAttribute('placeholder')).toBe('green tea');
    await seo.getByText('Empty: the project’s keyword “green tea” is used.').waitFor();
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
    await page.getByText(/In the SEO title, shorten it to 60 characters or fewer/).waitFor();

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
