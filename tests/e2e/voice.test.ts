import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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

/*
 * Chromium's own recognizer sends audio to Google's servers, so the page gets a scripted one
 * instead: it behaves like the browser's (start refuses to run twice, stop ends the session a
 * moment later) and the test speaks through window.voiceScript.
 */
const fakeRecognizerScript = `
  (() => {
    const instances = [];
    class FakeSpeechRecognition {
      constructor() {
        this.lang = '';
        this.continuous = false;
        this.interimResults = false;
        this.maxAlternatives = 0;
        this.onresult = null;
        this.onerror = null;
        this.onend = null;
        this.running = false;
        instances.push(this);
      }
      start() {
        if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
        this.running = true;
      }
      stop() {
        if (!this.running) return;
        this.running = false;
        setTimeout(() => this.onend && this.onend(), 0);
      }
      abort() {
        this.running = false;
      }
    }
    const current = () => instances.filter((r) => r.running).at(-1) ?? instances.at(-1);
    window.voiceScript = {
      instances,
      running: () => instances.filter((r) => r.running).length,
      say(text, isFinal) {
        const result = Object.assign([{ transcript: text }], { isFinal });
        current().onresult({ resultIndex: 0, results: [result] });
      },
      fail(code) {
        const recognizer = current();
        recognizer.running = false;
        recognizer.onerror({ error: code });
        if (recognizer.onend) recognizer.onend();
      },
    };
    // Current Chromium has both names; the app takes the standard one first.
    window.SpeechRecognition = FakeSpeechRecognition;
    window.webkitSpeechRecognition = FakeSpeechRecognition;
  })();
`;

const removeRecognizerScript = `
  delete window.SpeechRecognition;
  delete window.webkitSpeechRecognition;
`;

/**
 * Where the editor's own selection starts (a ProseMirror position), read through the instance
 * TipTap keeps on its element: the DOM's caret can be ahead of it for a moment after a key.
 */
const editorCaret = (page: Page) =>
  page.locator('.ProseMirror').evaluate((element) => (element as unknown as { editor: { state: { selection: { from: number } } } }).editor.state.selection.from);

/** Whether the editor runs y-tiptap's sync plugin, i.e. shows and writes the shared document. */
const boundToSharedDocument = (page: Page) =>
  page
    .locator('.ProseMirror')
    .evaluate((element) =>
      (element as unknown as { editor: { state: { plugins: { key: string }[] } } }).editor.state.plugins.some((plugin) => plugin.key.startsWith('y-sync')),
    );

const say = (page: Page, text: string, isFinal: boolean) =>
  page.evaluate<void>(`window.voiceScript.say(${JSON.stringify(text)}, ${String(isFinal)})`);

async function newPage(options: { script: string; viewport?: { width: number; height: number }; userAgent?: string }) {
  const context = await browser.newContext({
    baseURL: app.url,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.addInitScript(options.script);
  const page = await context.newPage();
  page.on('console', (message) => {
    // A visitor's session check answers 401: expected on a public page.
    if (message.type() === 'error' && !message.text().includes('status of 401')) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page };
}

describe('voice input in the browser', () => {
  it('/voice-test lists a working feature for each transcript, and Clear Test empties the list', async () => {
    const { context, page } = await newPage({ script: fakeRecognizerScript });
    await page.goto('/voice-test');
    await page.getByRole('heading', { name: 'Voice Input Test', level: 1 }).waitFor();
    for (const platform of ['iOS', 'Android', 'Desktop']) {
      await page.getByRole('heading', { name: platform, level: 3 }).waitFor();
    }
    expect(await page.getByText('Ready', { exact: true }).count()).toBe(8);
    await page.getByText('Click the microphone to start speaking...').waitFor();
    await page.getByText('No text yet', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Start Voice Input' }).click();
    await page.getByText('Listening...', { exact: true }).waitFor();
    await page.getByText('Start speaking...', { exact: true }).waitFor();
    expect(await page.evaluate<string>('window.voiceScript.instances[0].lang')).toBe('en-US');

    await say(page, 'hello from the', false);
    const interim = page.getByTestId('interim-transcript');
    expect(await interim.textContent()).toBe('hello from the');
    expect(
      await page.evaluate<string>(
        `getComputedStyle(document.querySelector('[data-testid="interim-transcript"]')).fontStyle`,
      ),
    ).toBe('italic');
    await page.getByText('Speaking...', { exact: true }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: ' - Working' }).count()).toBe(0);

    await say(page, 'Hello from the voice test', true);
    const results = page.getByRole('list', { name: 'Test Results' });
    await results.getByText('Real-time Transcription - Working', { exact: true }).waitFor();
    expect(await interim.count()).toBe(0);
    await page.getByRole('region', { name: 'Transcript', exact: true }).getByText('Hello from the voice test').waitFor();
    expect(await page.getByTestId('test-transcript').textContent()).toBe('Hello from the voice test');

    // A second sentence in the same session (the recognizer restarts itself 100 ms after each).
    await say(page, 'and a second sentence', true);
    await results.getByText('Continuous Listening - Working', { exact: true }).waitFor();
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      'Real-time Transcription - Working',
      'Continuous Listening - Working',
    ]);
    await page.getByText('9 words', { exact: true }).waitFor();

    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: '/tmp/voice-test-page.png', fullPage: true });

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Start Voice Input' }).waitFor();
    expect(await page.getByText('Listening...', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Clear Test' }).click();
    await page.getByText('No results yet.', { exact: false }).waitFor();
    expect(await page.getByRole('list', { name: 'Test Results' }).count()).toBe(0);

    // Clear empties the widget's text.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.getByText('Click the microphone to start speaking...').waitFor();
    expect(await page.getByRole('button', { name: 'Clear', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows a denied microphone in a red alert and stops listening', async () => {
    const { context, page } = await newPage({ script: fakeRecognizerScript });
    await page.goto('/voice-test');
    await page.getByRole('button', { name: 'Start Voice Input' }).click();
    await page.getByText('Listening...', { exact: true }).waitFor();
    await page.evaluate<void>(`window.voiceScript.fail('not-allowed')`);
    const alert = page.getByRole('alert').filter({ hasText: 'Microphone access denied' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Microphone access denied. Please enable microphone permissions.');
    await page.getByRole('button', { name: 'Start Voice Input' }).waitFor();
    expect(await page.getByText('Listening...', { exact: true }).count()).toBe(0);

    // Starting again clears the error.
    await page.getByRole('button', { name: 'Start Voice Input' }).click();
    await page.getByText('Listening...', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it('tells a browser without speech recognition which browsers to use', async () => {
    const { context, page } = await newPage({ script: removeRecognizerScript });
    await page.goto('/voice-test');
    await page.getByRole('heading', { name: 'Voice Input Test', level: 1 }).waitFor();
    await page
      .getByText(
        'Voice input is not supported in this browser. Please use Chrome, Safari, or Edge for the best experience.',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Start Voice Input' }).count()).toBe(0);
    await context.close();
  });

  it('on a phone a tap on the microphone button as soon as it shows opens the panel, even before the page is interactive', async () => {
    for (let run = 0; run < 3; run += 1) {
      const { context, page } = await newPage({ script: fakeRecognizerScript, viewport: { width: 390, height: 844 } });
      // Slow scripts make the pre-rendered button show well before React takes it over.
      await page.route('**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto('/voice-test', { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: 'Open voice input' });
      await button.waitFor();
      // Not ready until hydration, rather than ready-looking and dead.
      expect(await button.isDisabled()).toBe(true);
      await button.click();
      await page.getByRole('dialog', { name: 'Voice Input' }).waitFor();
      await context.close();
    }
  });

  it('on a phone the microphone button opens the 80% voice panel, which closes after a long transcript', async () => {
    const { context, page } = await newPage({
      script: fakeRecognizerScript,
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    await page.goto('/voice-test');
    await page.getByText('iOS Ready', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Open voice input' }).click();
    const sheet = page.getByRole('dialog', { name: 'Voice Input' });
    await sheet.waitFor();
    await sheet.getByText('Speak naturally and your words will be added to your document', { exact: true }).waitFor();
    // Measured once its opening animation has finished.
    await expect.poll(async () => Math.round((await sheet.boundingBox())?.height ?? 0)).toBe(Math.round(844 * 0.8));
    const box = await sheet.boundingBox();
    expect(Math.round(box!.y + box!.height)).toBe(844);
    await sheet.getByText('Mobile tips', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/voice-test-sheet.png' });

    // Escape closes it and gives focus back to the microphone button.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? null`)).toBe(
      'Open voice input',
    );
    await page.getByRole('button', { name: 'Open voice input' }).click();
    await sheet.waitFor();

    await sheet.getByRole('button', { name: 'Start Voice Input' }).click();
    await sheet.getByText('Listening...', { exact: true }).waitFor();
    // Ten characters do not close it.
    await say(page, 'Short one.', true);
    await page.waitForTimeout(1300);
    expect(await sheet.isVisible()).toBe(true);

    await say(page, 'Now a longer sentence', true);
    const spoken = Date.now();
    await sheet.waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - spoken).toBeGreaterThanOrEqual(900);
    // Closing released the microphone, and the words reached the page.
    expect(await page.evaluate<number>('window.voiceScript.running()')).toBe(0);
    expect(await page.getByTestId('test-transcript').textContent()).toBe('Short one. Now a longer sentence');
    await page.getByText('Mobile Optimized - Working', { exact: true }).waitFor();
    await context.close();
  });

  it('dictates into the editor at the caret, showing words in progress until they settle', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await context.addInitScript(fakeRecognizerScript);
    await page.goto('/editor');
    const contentField = page.getByLabel('Content', { exact: true });
    await contentField.waitFor();
    // Typed as a person types it: a fill replaces the text through the DOM, which ProseMirror
    // reads back a moment later and then puts its caret back at the end, over a key pressed since.
    await contentField.click();
    await page.keyboard.type('Hello world');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    // The caret goes after "Hello"; focus then moves to the dictation button.
    await page.keyboard.press('Home');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    // ProseMirror reads a caret moved by keys from the page's selectionchange event, a moment
    // after the key (longer on a busy machine), and ignores it once focus has left the editor; a
    // person's click on Save comes later than that, the test's waits until the editor has it.
    await expect.poll(() => editorCaret(page)).toBe(1 + 'Hello'.length);
    await page.getByRole('button', { name: 'Save Document' }).click();
    await page.waitForURL(/\/editor\/\d+$/);
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
    // Saved, it has an id and the same editor binds to the shared document (ADR 0041): the caret
    // the writer left after "Hello" is still there once the shared text has rendered.
    await expect.poll(() => boundToSharedDocument(page), { timeout: 15_000 }).toBe(true);
    expect(await editorCaret(page)).toBe(1 + 'Hello'.length);

    await page.getByRole('button', { name: 'Dictate' }).click();
    await page.getByText('Listening...', { exact: true }).waitFor();
    await say(page, 'big', false);
    expect(await page.getByTestId('dictation-preview').textContent()).toBe('big');
    expect(await contentField.innerText()).toBe('Hello world');

    await say(page, 'big', true);
    await expect.poll(() => contentField.innerText()).toBe('Hello big world');
    // Saved, the document is co-edited (ADR 0041): its text is kept by the shared document as it
    // changes, so dictation no longer reads as "Unsaved changes"; Save below keeps a version.
    expect(await page.getByTestId('dictation-preview').textContent()).toBe('Start speaking...');

    // The next sentence follows the last one, even after the recognizer restarted.
    await page.waitForTimeout(200);
    await say(page, 'and bright', true);
    await expect.poll(() => contentField.innerText()).toBe('Hello big and bright world');

    await page.getByRole('button', { name: 'Stop dictation' }).click();
    await page.getByRole('button', { name: 'Dictate' }).waitFor();
    await page.getByRole('button', { name: 'Save Document' }).click();
    // The stored text changes once the server holds every change and writes it back.
    const id = new URL(page.url()).pathname.split('/').pop();
    const stored = async () => ((await (await page.request.get(`/api/documents/${id}`)).json()) as { content: string }).content;
    await expect.poll(stored).toBe('Hello big and bright world');
    await context.close();
  });

  it('logged no console errors', () => {
    expect(consoleErrors).toEqual([]);
  });
});
