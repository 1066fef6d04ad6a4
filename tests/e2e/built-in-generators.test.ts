import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ARTICLE = `# Brewing green tea at home

Green tea rewards a little care. Water just off the boil scorches the leaves and makes the cup bitter. Let the kettle rest for two minutes before you pour.

## Time the steep

Two minutes is enough for most green tea. Taste at one minute, then again at two.`;

async function openDocument(page: Page): Promise<number> {
  const client = await page.request.post('/api/clients', { data: clientSample });
  const clientId = ((await client.json()) as { id: number }).id;
  const project = await page.request.post('/api/projects', { data: { ...projectSample(clientId), keywords: ['green tea'] } });
  const projectId = ((await project.json()) as { id: number }).id;
  const created = await page.request.post('/api/documents', { data: { title: 'Tea', content: ARTICLE, personalityId: 1, projectId } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/editor/${id}`);
  await page.getByLabel('Content', { exact: true }).waitFor();
  return id;
}

const stored = async (page: Page, id: number) => (await (await page.request.get(`/api/documents/${id}`)).json()) as Record<string, unknown>;

/** Whether the editor's own selection (TipTap keeps the instance on its element) is at the end. */
const editorCaretAtEnd = (page: Page) =>
  page.locator('.ProseMirror').evaluate((element) => {
    const { state } = (element as unknown as { editor: { state: { selection: { from: number }; doc: { content: { size: number } } } } }).editor;
    return state.selection.from === state.doc.content.size - 1;
  });

async function choose(page: Page, label: string) {
  await page.getByRole('button', { name: 'AI', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

describe('the AI menu’s built-in generators', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('offers meta descriptions and headlines from the text, labelled Built-in, that fill the SEO fields', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await openDocument(page);

    await choose(page, 'Meta description');
    const dialog = page.getByRole('dialog', { name: /Meta descriptions/ });
    await dialog.getByText('Built-in', { exact: true }).waitFor();
    const options = dialog.getByRole('list', { name: 'Meta descriptions' }).getByRole('listitem');
    expect(await options.count()).toBeGreaterThanOrEqual(3);
    const first = await options.first().locator('p').first().innerText();
    expect([...first].length).toBeLessThanOrEqual(156);
    expect(first.startsWith('Green tea rewards a little care.')).toBe(true);
    expect(await options.first().innerText()).toContain('holds “green tea”');
    await options.first().getByRole('button', { name: 'Use as meta description' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('region', { name: 'SEO' }).getByLabel('Meta description').inputValue()).toBe(first);
    await expect.poll(async () => (await stored(page, id)).metaDescription).toBe(first);

    await choose(page, 'Headlines');
    const headlines = page.getByRole('dialog', { name: /Headlines/ }).getByRole('list', { name: 'Headlines' }).getByRole('listitem');
    const texts = await headlines.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
    expect(texts.every((text) => [...text].length <= 60)).toBe(true);
    expect(texts).toContain('Green Tea: What You Need to Know');
    await headlines.filter({ hasText: 'Green Tea: What You Need to Know' }).getByRole('button', { name: 'Use as SEO title' }).click();
    await expect.poll(async () => (await stored(page, id)).seoTitle).toBe('Green Tea: What You Need to Know');
    await context.close();
  });

  it('makes social posts with hashtags and inserts a summary at the caret', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await openDocument(page);

    await choose(page, 'Social posts');
    const posts = page.getByRole('dialog', { name: /Social posts/ });
    await posts.getByText('LinkedIn', { exact: true }).waitFor();
    expect(await posts.innerText()).toContain('#GreenTea');
    await page.keyboard.press('Escape');
    await posts.waitFor({ state: 'detached' });

    await page.getByLabel('Content', { exact: true }).click();
    await page.keyboard.press('Control+End');
    // ProseMirror reads a caret moved by a key a moment later (from selectionchange); Enter must
    // come after that, as a person's does.
    await expect.poll(() => editorCaretAtEnd(page)).toBe(true);
    await page.keyboard.press('Enter');
    await choose(page, 'Summarize');
    const summaries = page.getByRole('dialog', { name: /Summaries/ }).getByRole('listitem');
    const summary = await summaries.first().locator('p').first().innerText();
    await summaries.first().getByRole('button', { name: 'Insert at the caret' }).click();
    await expect.poll(() => page.getByLabel('Content', { exact: true }).innerText()).toContain(`\n\n${summary}`);
    // Saved by the autosave a second after the change.
    await expect.poll(async () => String((await stored(page, id)).content), { timeout: 15_000 }).toContain(`\n\n${summary}`);
    await context.close();
  });
});
