import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage, toast } from './support/signed-in-page.js';

let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  ({ app, browser } = await startAppAndBrowser());
  return () => stopAppAndBrowser({ app, browser });
});

const signedInPage = () => openSignedInPage(browser, app.url, consoleErrors);

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

async function documentIdFromUrl(page: Page): Promise<number> {
  await page.waitForURL(/\/editor\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

function documentCard(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

async function apiDocumentCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/documents?limit=100');
  expect(response.status()).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

describe('documents, the editor, templates and analytics in the browser', () => {
  it('shows the empty dashboard to a new account, and an empty analytics page', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'No documents yet' }).waitFor();
    await page
      .getByText('Create your first document to get started with AI-powered writing assistance.', { exact: true })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create Document' }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('group', { name: 'Total Documents' }).textContent())
      .toBe('Total Documents0in your workspace');
    // No document, no average: not a score of 0 the writer seems to have earned.
    expect(await page.getByRole('group', { name: 'Avg SEO Score' }).textContent()).toBe('Avg SEO Score—no documents to score yet');

    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'No analytics yet' }).waitFor();
    await context.close();
  });

  describe('one writer’s workspace', () => {
    let context: BrowserContext;
    let page: Page;
    const title = 'Quarterly content report';
    const content = [
      'Our content team published more long articles this quarter than in any quarter before.',
      'Readers stayed longer on each page, and newsletter sign-ups grew across every region.',
      'Next quarter we will test shorter headlines, add clear summaries to long posts, and measure how readers respond.',
    ].join(' ');

    beforeAll(async () => {
      ({ context, page } = await signedInPage());
    });
    afterAll(async () => {
      await context?.close();
    });

    it('creates a document, edits and saves it, and the dashboard card shows its words and scores', async () => {
      expect(wordsIn(content)).toBeGreaterThanOrEqual(40);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Create Document' }).click();
      await expect.poll(() => toast(page, 'Document created').count()).toBeGreaterThan(0);
      const id = await documentIdFromUrl(page);

      const titleField = page.getByLabel('Title', { exact: true });
      await titleField.waitFor();
      expect(await titleField.inputValue()).toBe('Untitled Document');
      await titleField.fill(title);
      await page.getByLabel('Content', { exact: true }).fill(content);
      await page.getByText(`${wordsIn(content)} words`, { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Save Document' }).click();
      await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Suggestions' }).waitFor();

      const saved = (await (await page.request.get(`/api/documents/${id}`)).json()) as {
        title: string;
        wordCount: number;
        seoScore: number;
        readabilityScore: number | null;
      };
      expect(saved).toMatchObject({ title, wordCount: wordsIn(content) });
      expect(saved.seoScore).toBeGreaterThan(0);
      expect(saved.readabilityScore).toBeGreaterThan(0);

      // Saved, so leaving asks nothing.
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(/\/dashboard$/);
      const card = documentCard(page, title);
      await card.waitFor();
      const cardText = (await card.textContent()) ?? '';
      expect(cardText).toContain(`${wordsIn(content)} words`);
      expect(cardText).toContain(`${saved.seoScore}/100`);
      expect(cardText).toContain(`${saved.readabilityScore}/100`);
      const overall = await card.getByRole('progressbar').getAttribute('aria-valuenow');
      expect(Number(overall)).toBe((saved.seoScore + (saved.readabilityScore ?? 0)) / 2);
    });

    it('warns before leaving the editor with unsaved changes, and Ctrl+S saves them', async () => {
      await documentCard(page, title).getByRole('link', { name: title }).click();
      const id = await documentIdFromUrl(page);
      const contentField = page.getByLabel('Content', { exact: true });
      await contentField.waitFor();
      // Offline, autosave cannot send the change, so it stays unsaved for the warnings to guard.
      await context.setOffline(true);
      await contentField.fill(`${content} One more sentence for the road.`);
      await page.getByText('Offline — changes kept on this device', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Leave without saving?').waitFor();
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toMatch(/^\/editor\/\d+$/);
      expect(await contentField.innerText()).toContain('One more sentence for the road.');

      // The header's links ask too.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Templates' }).click();
      await dialog.getByText('Leave without saving?').waitFor();
      await dialog.getByRole('button', { name: 'Keep editing' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toMatch(/^\/editor\/\d+$/);

      await context.setOffline(false);
      await page.keyboard.press('Control+s');
      await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(/\/dashboard$/);
      await documentCard(page, title).getByText(`${wordsIn(content) + 6} words`).waitFor();

      // Closing the tab (or reloading) with changes the server does not have gets the browser's own
      // warning. Online a co-edited document's text is saved as it is typed (ADR 0041), so the
      // unsaved words are typed offline.
      const other = await context.newPage();
      await other.goto(`/editor/${id}`);
      await other.getByText('Saved', { exact: true }).waitFor();
      await context.setOffline(true);
      await other.getByText('Offline — changes kept on this device', { exact: true }).waitFor();
      await other.getByLabel('Content', { exact: true }).click();
      await other.keyboard.type(' Unsaved words.');
      const dialogType = new Promise<string>((resolve) =>
        other.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await other.close({ runBeforeUnload: true });
      expect(await dialogType).toBe('beforeunload');
      // Dismissed, the warning kept the tab open; close it for good and go back to the first one.
      await other.close();
      await context.setOffline(false);
      await page.bringToFront();
    });

    it('imports a markdown file and opens it formatted, with raw HTML kept as text', async () => {
      const markdown = '# Launch notes\n\nThe **new plan** ships on <b>Monday</b>.\n\n- first\n- second\n';
      await page.goto('/dashboard');
      await page.getByTestId('import-document-input').setInputFiles({
        name: 'Launch notes.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(markdown),
      });
      await expect.poll(() => toast(page, 'Document imported successfully').count()).toBeGreaterThan(0);
      const id = await documentIdFromUrl(page);
      const titleField = page.getByLabel('Title', { exact: true });
      await titleField.waitFor();
      expect(await titleField.inputValue()).toBe('Launch notes');
      const contentField = page.getByLabel('Content', { exact: true });
      await contentField.getByRole('heading', { level: 1, name: 'Launch notes' }).waitFor();
      expect(await contentField.locator('strong').allTextContents()).toEqual(['new plan']);
      expect(await contentField.getByRole('listitem').allTextContents()).toEqual(['first', 'second']);
      // The HTML in the markdown is text, never markup.
      expect(await contentField.locator('b').count()).toBe(0);
      await contentField.getByText('The new plan ships on <b>Monday</b>.', { exact: true }).waitFor();
      // Opening it is not an edit.
      expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(0);

      const imported = (await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string; wordCount: number };
      expect(imported).toMatchObject({ content: markdown, wordCount: wordsIn(markdown) });
    });

    it('refuses to import a .pdf file with "Please upload a .txt or .md file."', async () => {
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Recent Documents' }).waitFor();
      const before = await apiDocumentCount(page);
      await page.getByTestId('import-document-input').setInputFiles({
        name: 'report.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7 not really'),
      });
      await expect.poll(() => toast(page, 'Unsupported file type').count()).toBeGreaterThan(0);
      await page.getByText('Please upload a .txt or .md file.', { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      expect(await apiDocumentCount(page)).toBe(before);
    });

    it('opens the editor prefilled from a template', async () => {
      const templates = (await (await page.request.get('/api/templates')).json()) as {
        id: number;
        name: string;
        content: string;
      }[];
      expect(templates.length).toBeGreaterThan(0);
      const template = templates[0]!;

      await page.goto('/templates');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: template.name, exact: true }) });
      await card.getByRole('link', { name: 'Use This Template' }).click();
      await page.waitForURL(new RegExp(`/editor\\?template=${template.id}$`));
      const titleField = page.getByLabel('Title', { exact: true });
      await titleField.waitFor();
      expect(await titleField.inputValue()).toBe(template.name);
      // The Markdown view shows the template's text as it is stored.
      await page.getByRole('button', { name: 'Markdown' }).click();
      expect(await page.getByLabel('Markdown source', { exact: true }).inputValue()).toBe(template.content);
      await page.getByRole('button', { name: 'Markdown' }).click();

      // Saving creates the document and gives the editor its address without remounting it.
      const contentElement = await page.getByLabel('Content', { exact: true }).elementHandle();
      await page.getByRole('button', { name: 'Save Document' }).click();
      await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
      await documentIdFromUrl(page);
      expect(await titleField.inputValue()).toBe(template.name);
      expect(await contentElement?.evaluate((element) => element.isConnected)).toBe(true);
    });

    it('shows the real totals on the analytics page', async () => {
      const total = await apiDocumentCount(page);
      expect(total).toBe(3);
      await page.goto('/analytics');
      const totalCard = page.getByRole('group', { name: 'Total Documents' });
      // The card's text is its label followed by the figure.
      await expect.poll(() => totalCard.textContent()).toBe(`Total Documents${total}`);
      await page.getByRole('heading', { name: 'Documents by weekday' }).waitFor();
      await page.getByText(`When your ${total} documents were created, Monday to Sunday.`).waitFor();
      const weekdayCounts = await page.getByRole('table').locator('tbody td').allTextContents();
      expect(weekdayCounts).toHaveLength(7);
      expect(weekdayCounts.reduce((sum, count) => sum + Number(count), 0)).toBe(total);
      await page.getByText(/^Personality \d$/).first().waitFor();

      // The bars are drawn to the same counts: a day with none has no bar, the others stand tall.
      const bars = await page.getByTestId('weekday-bars').locator('[data-count]').all();
      expect(await Promise.all(bars.map((bar) => bar.getAttribute('data-count')))).toEqual(weekdayCounts);
      const heights = await Promise.all(bars.map(async (bar) => (await bar.boundingBox())?.height ?? 0));
      weekdayCounts.forEach((count, day) => expect(heights[day]! > 40).toBe(Number(count) > 0));
      // One ring slice per personality the legend lists, each labelled with its share.
      const legend = await page.getByRole('list', { name: 'Documents by personality' }).getByRole('listitem').count();
      const donut = page.getByTestId('personality-donut');
      expect(await donut.locator('path').count()).toBe(legend);
      expect((await donut.locator('text').allTextContents()).every((label) => /^\d+%$/.test(label))).toBe(true);
    });

    it('deletes a document after confirmation and removes its card', async () => {
      await page.goto('/dashboard');
      const card = documentCard(page, title);
      await card.waitFor();
      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Delete this document?').waitFor();
      expect(await dialog.textContent()).toContain(title);

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await card.count()).toBe(1);

      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => toast(page, 'Document deleted').count()).toBeGreaterThan(0);
      await card.waitFor({ state: 'detached' });
      expect(await apiDocumentCount(page)).toBe(2);
    });

    it('duplicates a document from its card menu', async () => {
      await page.goto('/dashboard');
      const card = documentCard(page, 'Launch notes');
      await card.waitFor();
      await card.getByRole('button', { name: 'Actions for Launch notes' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      await expect.poll(() => toast(page, 'Document duplicated').count()).toBeGreaterThan(0);
      await documentCard(page, 'Launch notes (copy)').waitFor();
      expect(await apiDocumentCount(page)).toBe(3);
    });
  });

  it('shows "Document not found" for a document outside the workspace', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/editor/999999');
    await page.getByRole('heading', { name: 'Document not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(/\/dashboard$/);
    await context.close();
  });

  it('logged no unexpected errors in the browser console', () => {
    // The not-found journey's GET answers 404 on purpose; the browser logs that response itself.
    // 404s are asked for (an unknown document); a disconnected network is simulated (offline editing).
    expect(consoleErrors.filter((error) => !error.includes('404') && !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
