import { AxeBuilder } from '@axe-core/playwright';
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

/** The grid item whose card is headed `name`. */
function card(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function pick(page: Page, dialogOrPage: Page | Locator, label: string, option: string): Promise<void> {
  await dialogOrPage.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function apiList<T>(page: Page, path: string): Promise<T[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

type ClientRow = { id: number; name: string; industry: string | null; websiteUrl: string | null };
type ProjectRow = { id: number; name: string; clientId: number; status: string; keywords: string[] };

describe('clients and projects in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  const client = 'Northwind Outfitters';
  const otherClient = 'Harbor Savings Bank';
  const keyMessages = ['Built to last', 'Free repairs for life', 'Carbon neutral shipping'];
  const keywords = 'hiking boots, rain jackets ,trail maps, , camping gear, repair service';

  beforeAll(async () => {
    ({ context, page } = await signedInPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows the empty states to a new account', async () => {
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Client' }).count()).toBe(2);

    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    // With no client yet, the dialog explains and links to the clients page.
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Every project belongs to a client, and you have none yet.').waitFor();
    expect(await dialog.getByRole('link', { name: 'Go to Clients' }).getAttribute('href')).toBe('/clients');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates a client with two colours and three key messages; the card shows two and "+1 more"', async () => {
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'No clients yet' }).waitFor();
    await page.getByRole('button', { name: 'Add Client' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Client' }).waitFor();

    // The first field has focus; Esc closes without saving.
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('client-name');
    await page.keyboard.type('Abandoned draft');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await apiList(page, '/api/clients')).toEqual([]);
    // Focus is back on the button that opened the dialog, not on the page's body.
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.textContent?.trim()')).toBe('Add Client');

    await page.getByRole('button', { name: 'Add Client' }).first().click();
    await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('client-name');
    // A new dialog starts empty.
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await dialog.getByLabel('Name', { exact: true }).fill(client);
    await dialog.getByLabel('Industry', { exact: true }).fill('Outdoor retail');
    await dialog.getByLabel('Website URL', { exact: true }).fill('https://northwind.example/gear');
    await dialog.getByLabel('Description', { exact: true }).fill('Boots, jackets and packs for people who walk far.');
    await dialog.getByLabel('Target audience', { exact: true }).fill('Weekend hikers and long-distance walkers');
    await dialog.getByLabel('Brand guidelines', { exact: true }).fill('Plain words. No exclamation marks.');
    await dialog.getByLabel('Colour to add', { exact: true }).fill('#1d4ed8');
    await dialog.getByRole('button', { name: 'Add colour' }).click();
    await dialog.getByLabel('Colour to add', { exact: true }).fill('#F59E0B');
    await dialog.getByRole('button', { name: 'Add colour' }).click();
    await dialog.getByRole('button', { name: 'Remove colour #f59e0b' }).waitFor();
    await dialog.getByLabel('Banned terms', { exact: true }).fill('cheap, synergy');
    const preferred = dialog.getByLabel('Preferred terms', { exact: true });
    // A line without an arrow is refused with its line number; fixed, it saves.
    await preferred.fill('customers -> walkers\nshoes');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('Line 2: write the term, an arrow and what to say instead, such as “utilize → use”').waitFor();
    await preferred.fill('customers -> walkers\nshoes → boots');
    const messagesField = dialog.getByLabel('Key messages', { exact: true });
    await messagesField.fill(` ${keyMessages[0]}, ${keyMessages[1]} ,, ${keyMessages[2]},`);
    // Enter submits.
    await messagesField.press('Enter');
    await expect.poll(() => toast(page, 'Client Created').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });

    const [saved] = await apiList<ClientRow & { keyMessages: string[]; brandColors: string[] }>(page, '/api/clients');
    expect(saved).toMatchObject({
      name: client,
      keyMessages,
      brandColors: ['#1d4ed8', '#f59e0b'],
      bannedTerms: ['cheap', 'synergy'],
      preferredTerms: [
        { term: 'customers', instead: 'walkers' },
        { term: 'shoes', instead: 'boots' },
      ],
    });

    const clientCard = card(page, client);
    await clientCard.waitFor();
    const text = (await clientCard.textContent()) ?? '';
    expect(text).toContain(keyMessages[0]);
    expect(text).toContain(keyMessages[1]);
    expect(text).not.toContain(keyMessages[2]);
    expect(text).toContain('+1 more');
    expect(text).toContain('Outdoor retail');
    const swatches = clientCard.getByRole('img');
    expect(await swatches.count()).toBe(2);
    expect(await swatches.nth(0).getAttribute('aria-label')).toBe('#1d4ed8');
    expect(await swatches.nth(1).getAttribute('title')).toBe('#f59e0b');
    const website = clientCard.getByRole('link', { name: /northwind\.example\/gear/ });
    expect(await website.getAttribute('href')).toBe('https://northwind.example/gear');
    expect(await website.getAttribute('target')).toBe('_blank');
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');

    // The card's buttons are named by the words they show (the brand voice one once said only "Brand voice of …").
    await clientCard.getByRole('button', { name: `Learn brand voice of ${client}`, exact: true }).waitFor();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it('edits the client: "Client Updated" and the card follows', async () => {
    const clientCard = card(page, client);
    await clientCard.getByRole('button', { name: `Edit ${client}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Client' }).waitFor();
    expect(await dialog.getByLabel('Key messages', { exact: true }).inputValue()).toBe(keyMessages.join(', '));
    expect(await dialog.getByLabel('Preferred terms', { exact: true }).inputValue()).toBe('customers → walkers\nshoes → boots');
    await dialog.getByLabel('Industry', { exact: true }).fill('Outdoor gear');
    await dialog.getByRole('button', { name: 'Remove colour #f59e0b' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, 'Client Updated').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    await clientCard.getByText('Outdoor gear', { exact: true }).waitFor();
    expect(await clientCard.getByRole('img').count()).toBe(1);

    // Put the second colour back for the rest of the journey.
    await clientCard.getByRole('button', { name: `Edit ${client}` }).click();
    await dialog.getByLabel('Colour to add', { exact: true }).fill('#f59e0b');
    await dialog.getByRole('button', { name: 'Add colour' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, 'Client Updated').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    expect(await clientCard.getByRole('img').count()).toBe(2);
  });

  it('shows the validation message for a bad website URL and saves nothing', async () => {
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: true }).fill('Broken Link Co');
    const website = dialog.getByLabel('Website URL', { exact: true });
    await website.fill('northwind dot example');
    await dialog.getByRole('button', { name: 'Create Client' }).click();
    await dialog.getByText('Website must be a full URL such as https://example.com', { exact: true }).waitFor();
    expect(await website.getAttribute('aria-invalid')).toBe('true');
    expect((await apiList<ClientRow>(page, '/api/clients')).map((row) => row.name)).toEqual([client]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card(page, 'Broken Link Co').count()).toBe(0);
  });

  it('creates two projects with five keywords; cards show three and "+2 more"', async () => {
    // A second client, made through the API, so the dialog has a real choice to make.
    const other = await page.request.post('/api/clients', { data: { name: otherClient } });
    expect(other.status()).toBe(201);

    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    const dialog = page.getByRole('dialog');

    const projects = [
      { name: 'Spring catalogue launch', type: 'Blog', due: '2031-04-15' },
      { name: 'Repair programme emails', type: 'Email', due: '2020-01-10' },
    ];
    for (const project of projects) {
      await page.getByRole('button', { name: 'New Project' }).first().click();
      await dialog.getByRole('heading', { name: 'New Project' }).waitFor();
      await expect.poll(() => page.evaluate<string | undefined>('document.activeElement?.id')).toBe('project-name');
      await dialog.getByLabel('Name', { exact: true }).fill(project.name);
      await pick(page, dialog, 'Client', client);
      await pick(page, dialog, 'Type', project.type);
      await dialog.getByLabel('Due date', { exact: true }).fill(project.due);
      await dialog.getByLabel('Description', { exact: true }).fill(`${project.name}: plan, write and ship.`);
      await dialog.getByLabel('Brief', { exact: true }).fill('Four pieces, each under 800 words.');
      await dialog.getByLabel('Tone', { exact: true }).fill('Warm and direct');
      await dialog.getByLabel('Keywords', { exact: true }).fill(keywords);
      expect(await dialog.getByLabel('Status', { exact: true }).textContent()).toContain('Planning');
      await dialog.getByRole('button', { name: 'Create Project' }).click();
      await expect.poll(() => toast(page, 'Project Created').count()).toBeGreaterThan(0);
      await dialog.waitFor({ state: 'detached' });
    }

    const saved = await apiList<ProjectRow>(page, '/api/projects');
    expect(saved).toHaveLength(2);
    for (const project of saved) {
      expect(project).toMatchObject({
        status: 'planning',
        keywords: ['hiking boots', 'rain jackets', 'trail maps', 'camping gear', 'repair service'],
      });
    }

    const spring = card(page, 'Spring catalogue launch');
    await spring.waitFor();
    const text = (await spring.textContent()) ?? '';
    expect(text).toContain(client);
    expect(text).toContain('Blog');
    expect(await spring.locator('[data-status]').textContent()).toBe('Status: Planning');
    expect(await spring.getByRole('list', { name: 'Keywords' }).getByRole('listitem').allTextContents()).toEqual([
      'hiking boots',
      'rain jackets',
      'trail maps',
      '+2 more',
    ]);
    expect(await spring.getByText('Overdue', { exact: true }).count()).toBe(0);
    expect(await spring.locator('time').getAttribute('datetime')).toBe('2031-04-15');
    // Past its due date and not completed.
    await card(page, 'Repair programme emails').getByText('Overdue', { exact: true }).waitFor();
  });

  it('filters by client through the address, and back to "All clients"', async () => {
    const [other] = (await apiList<ClientRow>(page, '/api/clients')).filter((row) => row.name === otherClient);
    const [northwind] = (await apiList<ClientRow>(page, '/api/clients')).filter((row) => row.name === client);
    const created = await page.request.post('/api/projects', {
      data: { name: 'Savings week', clientId: other!.id, status: 'review', createdBy: 1 },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const projectCards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect.poll(() => projectCards.count()).toBe(3);

    await pick(page, page, 'Filter by client', client);
    await page.waitForURL(new RegExp(`/projects\\?clientId=${northwind!.id}$`));
    await expect.poll(() => projectCards.allTextContents()).toEqual(
      expect.arrayContaining(['Spring catalogue launch', 'Repair programme emails']),
    );
    await expect.poll(() => projectCards.count()).toBe(2);

    // The filter survives a reload.
    await page.reload();
    await card(page, 'Spring catalogue launch').waitFor();
    expect(await projectCards.count()).toBe(2);
    expect(await page.getByLabel('Filter by client', { exact: true }).textContent()).toContain(client);

    await pick(page, page, 'Filter by client', otherClient);
    await card(page, 'Savings week').waitFor();
    await expect.poll(() => projectCards.count()).toBe(1);
    expect(await card(page, 'Savings week').locator('[data-status]').textContent()).toBe('Status: Review');

    await pick(page, page, 'Filter by client', 'All clients');
    await page.waitForURL(/\/projects$/);
    await expect.poll(() => projectCards.count()).toBe(3);
  });

  it('edits a project’s status; the badge changes and the dashboard counts active projects', async () => {
    // The dashboard's overview is read (and cached) before the change...
    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Dashboard' }).click();
    const active = page.getByRole('group', { name: 'Active Projects' });
    await expect.poll(() => active.textContent()).toBe('Active Projects3not yet completed');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    const spring = card(page, 'Spring catalogue launch');
    await spring.getByRole('button', { name: 'Edit Spring catalogue launch' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Project' }).waitFor();
    expect(await dialog.getByLabel('Keywords', { exact: true }).inputValue()).toBe(
      'hiking boots, rain jackets, trail maps, camping gear, repair service',
    );
    await pick(page, dialog, 'Status', 'Completed');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => toast(page, 'Project Updated').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    const badge = spring.locator('[data-status]');
    await expect.poll(() => badge.textContent()).toBe('Status: Completed');
    expect(await badge.getAttribute('data-status')).toBe('completed');

    // ...and refreshed by the change, without a reload.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => active.textContent()).toBe('Active Projects2not yet completed');
  });

  it('refuses to delete a client that still has projects, with the server’s message', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
    const clientCard = card(page, client);
    await clientCard.getByRole('button', { name: `Delete ${client}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText("Clients with projects or files can't be deleted — delete or move them first.").waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => toast(page, `${client} still has 2 projects. Delete or move them first.`).count())
      .toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    expect(await clientCard.count()).toBe(1);
  });

  it('deletes the projects, then the client', async () => {
    const [northwind] = (await apiList<ClientRow>(page, '/api/clients')).filter((row) => row.name === client);
    await page.goto(`/projects?clientId=${northwind!.id}`);
    for (const name of ['Spring catalogue launch', 'Repair programme emails']) {
      const projectCard = card(page, name);
      await projectCard.getByRole('button', { name: `Delete ${name}` }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText("Documents in this project stay; they're just unassigned.").waitFor();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => toast(page, 'Project Deleted').count()).toBeGreaterThan(0);
      await projectCard.waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: `No projects for ${client}` }).waitFor();
    expect((await apiList<ProjectRow>(page, '/api/projects')).map((row) => row.name)).toEqual(['Savings week']);

    await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Clients' }).click();
    const clientCard = card(page, client);
    await clientCard.getByRole('button', { name: `Delete ${client}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page, 'Client Deleted').count()).toBeGreaterThan(0);
    await clientCard.waitFor({ state: 'detached' });
    expect((await apiList<ClientRow>(page, '/api/clients')).map((row) => row.name)).toEqual([otherClient]);
  });

  it('logged no unexpected errors in the browser console', () => {
    // The refused delete answers 409 on purpose; the browser logs that response itself.
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
  });
});
