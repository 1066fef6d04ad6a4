/**
 * Editor budgets (issue 14), in Debian's Chromium against the app as `npm start` runs it, with a
 * 20,000-word document:
 * - typing: key-to-paint p95 under 16 ms (Event Timing API: each keystroke's event duration,
 *   from the key's timestamp to the next paint after its handlers ran);
 * - opening the document: under 500 ms (navigation start → the text in the editor);
 * - an autosave's round trip: under 100 ms of server time (PATCH of the whole text, loopback).
 * Baseline in the same run: the same typing in a plain textarea on the same page.
 *
 * Run: npx tsx bench/editor-typing.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { performance } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { startApp } from '../tests/e2e/support/app-server.js';
import { launchBrowser } from '../tests/e2e/support/browser.js';
import { countWords } from '../src/shared/writing-analysis/index.js';
import { generateArticle } from './support/generated-article.js';
import { percentile } from './support/percentile.js';
import { machineDescription, writeSection } from './support/report.js';

const WORDS = 20_000;
/** Issue 16's document for live feedback: typing stays under 16 ms p95 while the worker analyses it. */
const FEEDBACK_WORDS = 5_000;
const KEYSTROKES = 300;
const OPEN_RUNS = 5;
/**
 * Typing with pauses: a pause after every 8 keys, a little longer than the editor's wait before it
 * writes the markdown and asks for feedback (300 ms), so that work meets the keys that follow.
 */
const BURST_KEYS = 8;
const PAUSE_MS = 350;
const SAVE_RUNS = 10;

/**
 * Collects the Event Timing durations of keydown events over 16 ms (the API's floor). The page's
 * previous observer is ended first: the textarea is typed in on the editor's page, and both
 * observers would have counted its keys (the baseline reported 512 slow keys of 300).
 */
const OBSERVE_KEYS = `
  window.__keyObserver?.disconnect();
  window.__keyDurations = [];
  window.__typingFrom = performance.now();
  window.__keyObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'keydown' && entry.startTime >= window.__typingFrom) window.__keyDurations.push(entry.duration);
    }
  });
  window.__keyObserver.observe({ type: 'event', durationThreshold: 16 });
`;

/** Puts the caret in the middle of the editor's text (by its model, as a click there would). */
async function caretInTheMiddle(page: Page) {
  await page.locator('.ProseMirror').evaluate((element) => {
    type Editor = { commands: { focus: () => void; setTextSelection: (position: number) => void }; state: { doc: { content: { size: number } } } };
    const editor = (element as unknown as { editor: Editor }).editor;
    editor.commands.focus();
    editor.commands.setTextSelection(Math.floor(editor.state.doc.content.size / 2));
  });
}

/**
 * Types KEYSTROKES characters, one every 40 ms (a fast typist), at the end of the text (or where
 * `placeCaret` puts it), and returns the p50/p95/max and the main thread's busy time per key
 * (Chromium's own task time: what the frame floor of the Event Timing durations hides).
 */
async function typeAndMeasure(page: Page, target: string, placeCaret?: (page: Page) => Promise<void>, pauses = false) {
  await page.locator(target).click();
  if (placeCaret) await placeCaret(page);
  else await page.keyboard.press('Control+End');
  await page.waitForTimeout(1000);
  await page.evaluate(OBSERVE_KEYS);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Performance.enable');
  const taskSeconds = async () => (await devtools.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
  const tasksBefore = await taskSeconds();
  const start = performance.now();
  for (let key = 0; key < KEYSTROKES; key += 1) await page.keyboard.type(key % 6 === 5 ? ' ' : 'a', { delay: 0 }).then(() => page.waitForTimeout(pauses && key % BURST_KEYS === BURST_KEYS - 1 ? PAUSE_MS : 40));
  const wall = performance.now() - start;
  await page.waitForTimeout(500);
  const busyPerKey = ((await taskSeconds()) - tasksBefore) * 1000 / KEYSTROKES;
  await devtools.detach();
  // Only keydowns over 16 ms are reported (the API's floor); the rest count as within budget.
  const slow = (await page.evaluate<number[]>('window.__keyDurations')).sort((a, b) => a - b);
  const all = [...Array.from({ length: Math.max(0, KEYSTROKES - slow.length) }, () => 0), ...slow];
  return { over16: slow.length, p50: percentile(all, 0.5), p95: percentile(all, 0.95), max: all.at(-1) ?? 0, wall, busyPerKey };
}

/**
 * Starts a comment thread on a passage near the end of the open document, as a writer does
 * (select, Ctrl+Alt+M, write, Ctrl+Enter). The passage can be anchored once the editor is bound
 * to the shared document, a moment after it opens: until then the composer shows no quote.
 */
async function commentNearTheEnd(page: Page) {
  const composer = page.getByRole('combobox', { name: 'New comment' });
  for (let attempt = 0; ; attempt += 1) {
    await page.locator('.ProseMirror').evaluate((element) => {
      type Editor = { commands: { focus: () => void; setTextSelection: (range: { from: number; to: number }) => void }; state: { doc: { content: { size: number } } } };
      const editor = (element as unknown as { editor: Editor }).editor;
      const size = editor.state.doc.content.size;
      editor.commands.focus();
      editor.commands.setTextSelection({ from: size - 30, to: size - 10 });
    });
    await page.keyboard.press('Control+Alt+KeyM');
    await composer.waitFor();
    if ((await page.getByText(/^“.+”$/).count()) > 0) break;
    if (attempt === 20) throw new Error('the passage could not be anchored');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(500);
  }
  await composer.fill('A note on the ending.');
  await page.keyboard.press('Control+Enter');
  await page.locator('.comment-highlight').first().waitFor();
}

async function main() {
  const app = await startApp({ discardOutput: true });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });
    const account = { firstName: 'Bench', lastName: 'Typing', email: 'typing@example.com', password: 'typing benchmark' };
    await context.request.post('/api/auth/register', { data: account });
    const login = await context.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const content = generateArticle(WORDS);
    const created = await context.request.post('/api/documents', { data: { title: 'Long document', content, personalityId: 1 } });
    const { id } = (await created.json()) as { id: number };

    // Opening: navigation start → the whole document is in the editor (its last block rendered).
    const blocks = Math.floor(content.split(/\n{2,}/).length * 0.9);
    // Timed inside the page (as the dashboard benchmark does): when the editor holds the blocks.
    const openContext = await browser.newContext({ baseURL: app.url, storageState: await context.storageState() });
    await openContext.addInitScript(`
      new MutationObserver((_, observer) => {
        const editor = document.querySelector('[aria-label="Content"]');
        if (editor && editor.childElementCount >= ${blocks}) {
          window.__openedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    `);
    const opens: number[] = [];
    for (let run = 0; run < OPEN_RUNS + 1; run += 1) {
      const page = await openContext.newPage();
      await page.goto(`/editor/${id}`, { waitUntil: 'commit' });
      for (let wait = 0; wait < 300 && !(await page.evaluate<number | undefined>('window.__openedAt')); wait += 1) await page.waitForTimeout(50);
      const elapsed = await page.evaluate<number>('window.__openedAt');
      if (run > 0) opens.push(elapsed);
      await page.close();
    }
    await openContext.close();
    opens.sort((a, b) => a - b);

    // Typing in the editor twice: first in this browser (cold: its first typing session stalls
    // once, see docs/benchmarks.md), then on a fresh page (warm), and in a plain textarea on that
    // page (the baseline).
    const coldPage = await context.newPage();
    await coldPage.goto(`/editor/${id}`);
    await coldPage.getByLabel('Content', { exact: true }).waitFor();
    const cold = await typeAndMeasure(coldPage, '[aria-label="Content"]');
    await coldPage.close();
    const page = await context.newPage();
    await page.goto(`/editor/${id}`);
    await page.getByLabel('Content', { exact: true }).waitFor();
    const editor = await typeAndMeasure(page, '[aria-label="Content"]');
    await page.evaluate(`(() => {
      const area = document.createElement('textarea');
      area.id = 'baseline';
      area.value = ${JSON.stringify(content)};
      area.style.cssText = 'position:fixed;bottom:0;left:0;width:400px;height:200px;z-index:100';
      document.body.append(area);
    })()`);
    const baseline = await typeAndMeasure(page, '#baseline');
    const baselineWithPauses = await typeAndMeasure(page, '#baseline', undefined, true);
    await page.close();
    const pausingPage = await context.newPage();
    await pausingPage.goto(`/editor/${id}`);
    await pausingPage.getByLabel('Content', { exact: true }).waitFor();
    const withPauses = await typeAndMeasure(pausingPage, '[aria-label="Content"]', undefined, true);
    await pausingPage.close();

    // Typing in the middle of the text, with a comment thread on a passage below the caret: each
    // key moves the passage and the headings below it, as when a writer revises a draft.
    const commentPage = await context.newPage();
    await commentPage.goto(`/editor/${id}`);
    await commentPage.getByText('Saved', { exact: true }).waitFor();
    await commentNearTheEnd(commentPage);
    const middle = await typeAndMeasure(commentPage, '[aria-label="Content"]', caretInTheMiddle);
    await commentPage.close();

    // Typing in a 5,000-word document with live feedback: the worker analyses it on every pause;
    // its own time per analysis is read from the User Timing entries the editor records.
    const feedbackContent = generateArticle(FEEDBACK_WORDS);
    const feedbackDocument = await context.request.post('/api/documents', { data: { title: 'Feedback document', content: feedbackContent, personalityId: 1 } });
    const feedbackId = ((await feedbackDocument.json()) as { id: number }).id;
    const feedbackPage = await context.newPage();
    await feedbackPage.goto(`/editor/${feedbackId}`);
    await feedbackPage.getByLabel('Content', { exact: true }).waitFor();
    await feedbackPage.waitForFunction(() => performance.getEntriesByName('writing-feedback').length > 0, undefined, { timeout: 30_000 });
    const coldAnalysis = await feedbackPage.evaluate(() => performance.getEntriesByName('writing-feedback')[0]!.duration);
    const withFeedback = await typeAndMeasure(feedbackPage, '[aria-label="Content"]');
    await feedbackPage.waitForTimeout(1000);
    const editAnalyses = (await feedbackPage.evaluate(() => performance.getEntriesByName('writing-feedback').slice(1).map((entry) => entry.duration))).sort((a, b) => a - b);
    await feedbackPage.close();

    // An autosave's round trip: the whole text, changed each time, as the editor sends it.
    const document = (await (await context.request.get(`/api/documents/${id}`)).json()) as { version: number };
    let version = document.version;
    const saves: number[] = [];
    for (let run = 0; run < SAVE_RUNS; run += 1) {
      const started = performance.now();
      const response = await context.request.patch(`/api/documents/${id}`, {
        data: { content: `${content}\n\nEdit ${run}.`, baseVersion: version, saveKind: 'autosave' },
      });
      saves.push(performance.now() - started);
      version = ((await response.json()) as { version: number }).version;
    }
    saves.sort((a, b) => a - b);

    const ms = (value: number) => value.toFixed(1);
    const typingOk = editor.p95 < 16;
    const openOk = percentile(opens, 0.5) < 500;
    const saveOk = percentile(saves, 0.5) < 100;
    const body = `## Editor: typing, opening and autosaving a 20,000-word document

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/editor-typing.bench.ts\` (Debian Chromium, headless; the app started as \`npm start\` starts it)
- Budgets: key-to-paint p95 under 16 ms while typing; opening under 500 ms; an autosave round trip under 100 ms.
- Method: the seeded article at ${countWords(content).toLocaleString('en-US')} words. Typing: ${KEYSTROKES} keystrokes, one every 40 ms, at the end
  of the document; the Event Timing API reports each keydown's duration (key timestamp → the next
  paint after its handlers) when over 16 ms, its floor, so the others count as under 16. Baseline:
  the same typing in a plain textarea holding the same text, on the same page. The editor is typed
  in twice: the first typing session in a fresh browser, then on a new page; and a third time in
  the middle of the text, after a comment thread was started on a passage near its end. With pauses:
  the same keys with a ${PAUSE_MS} ms pause after every ${BURST_KEYS} (the editor's work once typing pauses meets the next keys),
  in the editor and in the textarea. Main thread
  busy per key: Chromium's task time over the typing (\`Performance.getMetrics\`) ÷ keys. Opening: navigation
  start → the document's blocks in the editor, ${OPEN_RUNS} runs after a warm-up. Autosave: PATCH of the whole
  text with baseVersion, ${SAVE_RUNS} runs, loopback.
- Result: typing ${typingOk ? 'within' : 'OVER'} budget (next session; the textarea baseline ${baseline.p95 < 16 ? 'is under it' : `is not under it either, at ${ms(baseline.p95)} ms`}), opening ${openOk ? 'within' : 'OVER'} budget, autosave ${saveOk ? 'within' : 'OVER'} budget.

| measure | p50 ms | p95 ms | max ms | keystrokes over 16 ms | main thread busy per key ms |
| --- | --- | --- | --- | --- | --- |
| typing in the editor, first session in the browser | ${ms(cold.p50)} | ${ms(cold.p95)} | ${ms(cold.max)} | ${cold.over16} of ${KEYSTROKES} | ${ms(cold.busyPerKey)} |
| typing in the editor, next session | ${ms(editor.p50)} | ${ms(editor.p95)} | ${ms(editor.max)} | ${editor.over16} of ${KEYSTROKES} | ${ms(editor.busyPerKey)} |
| typing in the middle of the text, a comment thread below the caret | ${ms(middle.p50)} | ${ms(middle.p95)} | ${ms(middle.max)} | ${middle.over16} of ${KEYSTROKES} | ${ms(middle.busyPerKey)} |
| baseline: typing in a textarea | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${ms(baseline.max)} | ${baseline.over16} of ${KEYSTROKES} | ${ms(baseline.busyPerKey)} |
| typing in the editor with a pause after every ${BURST_KEYS} keys | ${ms(withPauses.p50)} | ${ms(withPauses.p95)} | ${ms(withPauses.max)} | ${withPauses.over16} of ${KEYSTROKES} | ${ms(withPauses.busyPerKey)} |
| baseline: the same in the textarea | ${ms(baselineWithPauses.p50)} | ${ms(baselineWithPauses.p95)} | ${ms(baselineWithPauses.max)} | ${baselineWithPauses.over16} of ${KEYSTROKES} | ${ms(baselineWithPauses.busyPerKey)} |
| opening the document | ${ms(percentile(opens, 0.5))} | ${ms(percentile(opens, 0.95))} | ${ms(opens.at(-1) ?? 0)} | | |
| autosave round trip | ${ms(percentile(saves, 0.5))} | ${ms(percentile(saves, 0.95))} | ${ms(saves.at(-1) ?? 0)} | | |

Live writing feedback (issue 16) on a ${countWords(feedbackContent).toLocaleString('en-US')}-word document, same typing; the analysis times are the
worker's own, from the editor's User Timing entries (first analysis with the dictionary: every block
read; then one per pause in typing). Budgets: typing p95 under 16 ms; analysis under 100 ms cold and
under 20 ms after an edit.

| measure | p50 ms | p95 ms | max ms | keystrokes over 16 ms | main thread busy per key ms |
| --- | --- | --- | --- | --- | --- |
| typing in the editor with live feedback | ${ms(withFeedback.p50)} | ${ms(withFeedback.p95)} | ${ms(withFeedback.max)} | ${withFeedback.over16} of ${KEYSTROKES} | ${ms(withFeedback.busyPerKey)} |
| analysis in the worker, cold (whole document) | ${ms(coldAnalysis)} | | | | |
| analysis in the worker after an edit (${editAnalyses.length} runs) | ${ms(percentile(editAnalyses, 0.5))} | ${ms(percentile(editAnalyses, 0.95))} | ${ms(editAnalyses.at(-1) ?? 0)} | | |`;
    writeSection('editor-typing', body);
    console.log(body);
    if (!typingOk || !openOk || !saveOk) process.exitCode = 1;
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
