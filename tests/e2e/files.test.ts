import { AxeBuilder } from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
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

/** The list item whose card is headed with the file's name. */
function fileRow(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

type FileRow = { id: number; originalName: string; processingStatus: string };

async function apiFiles(page: Page, clientId: number): Promise<FileRow[]> {
  const response = await page.request.get(`/api/files?clientId=${clientId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FileRow[];
}

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/extraction');

describe('files in the browser', () => {
  let context: BrowserContext;
  let page: Page;
  let clientId: number;
  const clientName = 'Juniper Coffee Roasters';
  const notesName = 'tasting notes.txt';
  // One line longer than 100 characters, so the list shows a cut preview.
  const notes =
    'Juniper roasts small batches every Tuesday and ships them the same week to cafes across the valley, with tasting cards.';
  const imageName = 'ocr-sample.png';

  beforeAll(async () => {
    ({ context, page } = await signedInPage());
    const created = await page.request.post('/api/clients', { data: { name: clientName } });
    expect(created.status()).toBe(201);
    clientId = ((await created.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await context?.close();
  });

  it('asks for a client before uploading: "Please Select a Client"', async () => {
    await page.goto('/files');
    await page.getByRole('heading', { name: 'Choose a client' }).waitFor();
    // The drop zone's button is named by the words it shows; the limits and the client describe it.
    const zone = page.getByRole('button', { name: 'Drag and drop files here or Choose files', exact: true });
    expect(await zone.getAttribute('aria-describedby')).toBeTruthy();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // A click anywhere in the zone, not only on its words, opens the picker (here: asks for a client first).
    const box = (await zone.locator('xpath=..').boundingBox())!;
    await page.mouse.click(box.x + 12, box.y + box.height - 12);
    await expect.poll(() => toast(page, 'Please Select a Client').count()).toBeGreaterThan(0);
    await page.getByText('Choose a client before uploading files.', { exact: true }).waitFor();
    expect(await apiFiles(page, clientId)).toEqual([]);
  });

  it('lists a chosen client’s files, empty at first, and keeps the choice in the address', async () => {
    await page.getByLabel('Client', { exact: true }).click();
    await page.getByRole('option', { name: clientName, exact: true }).click();
    await page.getByRole('heading', { name: `No files for ${clientName} yet` }).waitFor();
    expect(new URL(page.url()).searchParams.get('clientId')).toBe(String(clientId));
    await page.getByText('0 files · 0 B used').waitFor();
  });

  it('uploads two files at once, with progress, and both reach "completed" with their text', async () => {
    const image = await readFile(path.join(FIXTURES, imageName));
    await page.getByTestId('file-upload-input').setInputFiles([
      { name: notesName, mimeType: 'text/plain', buffer: Buffer.from(notes) },
      { name: imageName, mimeType: 'image/png', buffer: image },
    ]);
    await expect.poll(() => toast(page, 'Upload Successful').count()).toBeGreaterThan(0);
    await page.getByText('2 files uploaded; text extraction has started.', { exact: true }).waitFor();
    // The bar shows 100 once the server has answered, then empties a second later.
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await progress.waitFor({ state: 'detached' });

    const notesRow = fileRow(page, notesName);
    const imageRow = fileRow(page, imageName);
    await notesRow.waitFor();
    await imageRow.waitFor();
    expect(await notesRow.textContent()).toContain('TXT');
    expect(await notesRow.textContent()).toContain(`${Buffer.byteLength(notes)} B`);
    expect(await imageRow.textContent()).toContain('PNG');
    expect(await imageRow.textContent()).toContain('2.6 KB');

    // OCR is slow on two cores; the list polls every 2 seconds until nothing is pending.
    await notesRow.locator('[data-status="completed"]').waitFor({ timeout: 60_000 });
    await imageRow.locator('[data-status="completed"]').waitFor({ timeout: 60_000 });
    expect(await notesRow.getByTestId('file-text-preview').textContent()).toBe(
      `Extracted text: ${notes.slice(0, 100).trimEnd()}…`,
    );
    expect(await imageRow.getByTestId('file-text-preview').textContent()).toBe('Extracted text: Inkwise reads images');
    await page.getByText('2 files ·').waitFor();

    // Download gives back the original bytes.
    const download = notesRow.getByRole('link', { name: `Download ${notesName}` });
    expect(await download.getAttribute('download')).not.toBeNull();
    const original = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(original.status()).toBe(200);
    expect(await original.text()).toBe(notes);
  });

  it('keeps the client across a reload', async () => {
    await page.reload();
    await fileRow(page, notesName).waitFor();
    expect(await page.getByLabel('Client', { exact: true }).textContent()).toContain(clientName);
  });

  it('says how much of the storage used is the documents’ version history', async () => {
    const created = await page.request.post('/api/documents', { data: { title: 'Notes', content: 'Tasting notes for the spring blend.' } });
    expect(created.status()).toBe(201);
    await page.reload();
    // A new document's text is its first version: the title's 5 bytes and the text's 35.
    await page.getByText(/2 files · [\d.]+ KB used, of which 40 B is version history/).waitFor();
  });

  it('refuses a renamed executable: "Upload Failed" with the server’s reason', async () => {
    // From the keyboard: the drop zone is a button, and Enter opens the picker.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Choose files/ }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
    });
    await expect.poll(() => toast(page, 'Upload Failed').count()).toBeGreaterThan(0);
    await page.getByText('Nothing was uploaded. report.pdf: its content is EXE data, not .pdf', { exact: true }).waitFor();
    expect((await apiFiles(page, clientId)).map((file) => file.originalName).sort()).toEqual([imageName, notesName].sort());
    expect(await fileRow(page, 'report.pdf').count()).toBe(0);
  });

  it('closes the delete dialog with Escape while a toast about a failed delete shows over it', async () => {
    const row = fileRow(page, notesName);
    // The server refuses the first delete (once), so a toast appears while the dialog stays open.
    await page.route('**/api/files/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 503, json: { error: 'Storage is busy. Try again.' } }) : route.fallback()), { times: 1 });
    await row.getByRole('button', { name: `Delete ${notesName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page, 'Could not delete the file').count()).toBeGreaterThan(0);
    expect(await dialog.isVisible()).toBe(true);

    // One Escape closes the dialog the user is in (the toast above it used to take it), and nothing is deleted.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await toast(page, 'Could not delete the file').count()).toBeGreaterThan(0);
    expect((await apiFiles(page, clientId)).map((file) => file.originalName).sort()).toEqual([imageName, notesName].sort());
  });

  it('deletes a file after confirmation: "File Deleted" and its row is gone', async () => {
    const row = fileRow(page, notesName);
    await row.getByRole('button', { name: `Delete ${notesName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete this file?').waitFor();
    expect(await dialog.textContent()).toContain(notesName);

    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => toast(page, 'File Deleted').count()).toBeGreaterThan(0);
    await row.waitFor({ state: 'detached' });
    expect((await apiFiles(page, clientId)).map((file) => file.originalName)).toEqual([imageName]);
    await page.getByText('1 file ·').waitFor();
  });

  it('logged no unexpected errors in the browser console', () => {
    // The refused upload answers 400 and the refused delete 503 on purpose; the browser logs those responses itself.
    expect(consoleErrors.filter((error) => !error.includes('status of 400') && !error.includes('status of 503'))).toEqual([]);
  });
});
