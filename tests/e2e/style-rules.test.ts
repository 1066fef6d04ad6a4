import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSample } from '../support/route-samples.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import type { RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

/** The style guide (issue 16, ADR 0031): a Vale rule imported in Settings fires in the editor. */
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
const rulesList = (page: Page) => page.getByRole('list', { name: 'Style rules' });

async function openDocument(page: Page, body: string, fields: Record<string, unknown> = {}) {
  const created = await page.request.post('/api/documents', { data: { title: 'Style', content: body, personalityId: 1, ...fields } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/editor/${id}`);
  await content(page).waitFor();
  await panel(page).getByText(/\d+ findings?$/).waitFor();
}

const hedging = `extends: existence
message: "Do not hedge with “%s”."
level: warning
ignorecase: true
tokens:
  - arguably
`;

describe('style rules', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('imports a Vale rule in Settings, and the editor underlines what it flags under Style guide', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Style rules' }).waitFor();
    await page.getByLabel('Vale rule files to import').setInputFiles([
      { name: 'Hedging.yml', mimeType: 'application/yaml', buffer: Buffer.from(hedging) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a rule') },
    ]);
    await rulesList(page).getByText('Hedging.yml').waitFor();
    expect(await rulesList(page).getByText('Custom.Hedging · existence').count()).toBe(1);

    await openDocument(page, 'This is arguably the best plan we have.');
    const flagged = underline(page, 'arguably');
    await flagged.waitFor();
    expect(await flagged.getAttribute('class')).toContain('feedback-style');
    await panel(page).getByRole('button', { name: 'Style guide 1' }).click();
    expect(await panel(page).getByText('Do not hedge with “arguably”.').count()).toBe(1);
    await context.close();
  });

  it('shows a rule that does not read at its line, and saves nothing', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'New rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'New style rule' });
    await dialog.getByLabel('Rule (YAML)').fill('extends: existence\nmessage: "x"\ntokens:\n  - fine\n  - "(a+)+$"\n');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^Line 5: Item 2 of `tokens`.*exponential/);
    expect(await page.request.get('/api/style-rules').then((response) => response.json())).toEqual({ files: [] });
    // The refused save is a 400, which the browser reports on its console: the one error expected here.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('status of 400')));
    await context.close();
  });

  it("checks a client's documents against its preset, less the rules turned off on its card", async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/clients', { data: { ...clientSample, name: 'Contoso' } });
    const clientId = ((await created.json()) as { id: number }).id;
    // At a phone's width: the form fits the dialog (the presets' long names once pushed it past
    // the dialog's edge, Save cut off).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Style guide of Contoso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Style guide of Contoso' });
    await dialog.getByLabel('Preset').waitFor();
    const dialogBox = (await dialog.boundingBox())!;
    for (const part of [dialog.getByLabel('Preset'), dialog.getByRole('button', { name: 'Save style guide' })]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    }
    await dialog.getByLabel('Preset').selectOption('ap');
    await dialog.getByRole('checkbox', { name: /AP spellings/ }).click();
    await dialog.getByRole('button', { name: 'Save style guide' }).click();
    await page.getByText('AP-style, 1 rule off').waitFor();

    await openDocument(page, 'We sold 5 boxes and sent an e-mail.', { clientId });
    await underline(page, '5').waitFor();
    expect(await underline(page, '5').getAttribute('class')).toContain('feedback-style');
    expect(await underline(page, 'e-mail').count()).toBe(0);
    await context.close();
  });

  it('says so when the style guide’s code cannot be downloaded, keeps the screen, and loads it on Retry', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.request.post('/api/clients', { data: { ...clientSample, name: 'Fabrikam' } });
    // The form's code comes with the dialog's first opening; offline at that moment, it does not arrive.
    const formCode = /\/assets\/style-guide-form-[\w-]+\.js$/;
    await page.route(formCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Style guide of Fabrikam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Style guide of Fabrikam' });
    await dialog.getByText('This part could not be loaded.').waitFor();
    // The failure stays inside the dialog: the clients screen is still there behind it (hidden
    // from assistive technology while the dialog is open, so found by its markup).
    expect(await page.locator('h1', { hasText: /^Clients$/ }).count()).toBe(1);
    expect(await page.locator('li', { hasText: 'Fabrikam' }).count()).toBe(1);

    await page.unroute(formCode);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByLabel('Preset').waitFor();
    expect(await dialog.getByText('This part could not be loaded.').count()).toBe(0);
    // The refused download and React's report of it, both expected here.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED') && !error.includes('dynamically imported module')),
    );
    await context.close();
  });
});
