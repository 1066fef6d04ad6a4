import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiTestServer, type OpenAiTestServer } from '../support/openai-test-server.js';
import { clientSample, projectSample } from '../support/route-samples.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/app-and-browser.js';
import { startApp, type RunningApp } from './support/app-server.js';
import { openSignedInPage } from './support/signed-in-page.js';

/**
 * The editor's AI actions against a model: a local server speaking OpenAI's wire format, to which
 * the app (started as `npm start` starts it) is pointed with AI_BASE_URL, as an operator would.
 */
let model: OpenAiTestServer;
let app: RunningApp;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  model = await startOpenAiTestServer({ apiKey: 'sk-e2e' });
  ({ app, browser } = await startAppAndBrowser({ env: { AI_BASE_URL: model.baseUrl, AI_API_KEY: 'sk-e2e', AI_MODEL: 'writer-model' } }));
  return async () => {
    await stopAppAndBrowser({ app, browser });
    await model.close();
  };
});
beforeEach(() => {
  model.queue = [];
});

const FIRST = 'Our tents are very good and they are also quite light.';
const ARTICLE = `# Spring tents\n\n${FIRST}\n\nPack one for the weekend.`;

const editorText = (page: Page) => page.locator('.ProseMirror').innerText();

async function openDocument(page: Page): Promise<void> {
  const client = await page.request.post('/api/clients', { data: { ...clientSample, bannedTerms: ['cheap'] } });
  const clientId = ((await client.json()) as { id: number }).id;
  const project = await page.request.post('/api/projects', { data: { ...projectSample(clientId), keywords: ['ultralight tent'] } });
  const projectId = ((await project.json()) as { id: number }).id;
  const created = await page.request.post('/api/documents', { data: { title: 'Tents', content: ARTICLE, personalityId: 3, projectId } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/editor/${id}`);
  await page.getByLabel('Content', { exact: true }).waitFor();
}

/** Puts the caret in the first paragraph of body text (the rewrite family then takes it whole). */
async function caretInFirstParagraph(page: Page) {
  await page.locator('.ProseMirror p', { hasText: 'Our tents' }).click();
}

async function choose(page: Page, label: string) {
  await page.getByRole('button', { name: 'AI', exact: true }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
}

describe('writing with a connected model', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('rewrites the paragraph at the caret: words arrive as they stream, the changes show word by word, Replace puts it in and one Undo takes it out', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    await caretInFirstParagraph(page);
    model.queue = [{ kind: 'answer', pieces: ['Our ', 'ultralight ', 'tents ', 'weigh ', 'almost ', 'nothing.'], delayMs: 250 }];
    await choose(page, 'Rewrite');

    const dialog = page.getByRole('dialog', { name: 'Rewrite' });
    const answer = dialog.getByTestId('ai-answer');
    // Part of the answer is on screen while the rest is still coming, with Stop offered.
    await expect.poll(() => answer.innerText(), { timeout: 5_000 }).toMatch(/^Our ultralight/);
    expect(await answer.innerText()).not.toContain('nothing.');
    expect(await dialog.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Replace' }).count()).toBe(0);

    const diff = dialog.getByTestId('ai-diff');
    await diff.waitFor();
    expect(await diff.locator('ins').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('ultralight')]));
    expect(await diff.locator('del').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('very good')]));
    await expect.poll(() => dialog.getByText('writer-model').count()).toBe(1);

    // The request carried the personality's voice, the client's brand and the project's keywords.
    const sent = model.requests.at(-1)!.body;
    expect(sent.messages![0]!.content).toContain(clientSample.name);
    expect(sent.messages![0]!.content).toContain('"cheap"');
    expect(sent.messages![0]!.content).toContain('"ultralight tent"');
    expect(sent.messages![0]!.content).toMatch(/Personality: /);
    expect(sent.messages![1]!.content).toContain(`<text>\n${FIRST}\n</text>`);

    await dialog.getByRole('button', { name: 'Replace' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await editorText(page)).toContain('Our ultralight tents weigh almost nothing.');
    expect(await editorText(page)).not.toContain(FIRST);
    expect(await editorText(page)).toContain('Pack one for the weekend.');

    await page.keyboard.press('Control+z');
    expect(await editorText(page)).toContain(FIRST);
    expect(await editorText(page)).not.toContain('weigh almost nothing');
    await context.close();
  });

  it('Stop ends the answer and the model’s request; a stopped answer cannot be inserted, and Try again asks anew', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    await caretInFirstParagraph(page);
    const closedBefore = model.closedEarly;
    model.queue = [{ kind: 'stall', pieces: ['Half ', 'an '] }, { kind: 'answer', pieces: ['Shorter.'] }];
    await choose(page, 'Shorten');
    const dialog = page.getByRole('dialog', { name: 'Shorten' });
    await expect.poll(() => dialog.getByTestId('ai-answer').innerText(), { timeout: 5_000 }).toContain('Half an');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => model.closedEarly, { timeout: 5_000 }).toBeGreaterThan(closedBefore);
    await dialog.getByText(/Stopped\. This answer is incomplete/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Replace' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Insert below' }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Insert below' }).click();
    expect(await editorText(page)).toMatch(new RegExp(`${FIRST}\\s+Shorter\\.\\s+Pack one`));
    await context.close();
  });

  it('shows the provider’s error in words, and changes the tone to the one chosen', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    await caretInFirstParagraph(page);
    // Rate limited twice: the provider code retries a 429 once before giving up.
    model.queue = [
      { kind: 'error', status: 429, message: 'Slow down, please' },
      { kind: 'error', status: 429, message: 'Slow down, please' },
    ];
    await choose(page, 'Simplify');
    const simplify = page.getByRole('dialog', { name: 'Simplify' });
    await simplify.getByRole('alert').filter({ hasText: /limiting requests.*Slow down, please/ }).waitFor();
    await simplify.getByRole('button', { name: 'Cancel' }).click();

    await caretInFirstParagraph(page);
    model.queue = [{ kind: 'answer', pieces: ['Hey, our tents are light and great!'] }];
    await choose(page, 'Change tone');
    const tone = page.getByRole('dialog', { name: 'Change tone' });
    await tone.getByRole('button', { name: 'Friendly' }).click();
    await tone.getByRole('button', { name: 'Replace' }).click();
    expect(await editorText(page)).toContain('Hey, our tents are light and great!');
    expect(model.requests.at(-1)!.body.messages![1]!.content).toContain('in a "friendly" tone');
    await context.close();
  });

  it('replaces only the words selected inside a paragraph, and a selection across paragraphs with several', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    // Select "very good" through the editor's own API, as a drag would.
    await page.locator('.ProseMirror').evaluate((element, phrase) => {
      const { editor } = element as unknown as { editor: { state: { doc: { descendants: (f: (node: { isText: boolean; text?: string }, pos: number) => void) => void } }; commands: { setTextSelection: (range: { from: number; to: number }) => void; focus: () => void } } };
      let from = 0;
      editor.state.doc.descendants((node, pos) => {
        const at = node.isText ? (node.text ?? '').indexOf(phrase) : -1;
        if (at >= 0 && from === 0) from = pos + at;
      });
      editor.commands.focus();
      editor.commands.setTextSelection({ from, to: from + phrase.length });
    }, 'very good');
    model.queue = [{ kind: 'answer', pieces: ['**rugged**'] }];
    await choose(page, 'Rewrite');
    let dialog = page.getByRole('dialog', { name: 'Rewrite' });
    await dialog.getByText('Works on the selected text.').waitFor();
    await dialog.getByRole('button', { name: 'Replace' }).click();
    expect(await editorText(page)).toContain('Our tents are rugged and they are also quite light.');
    expect(await page.locator('.ProseMirror p strong').innerText()).toBe('rugged');
    expect(model.requests.at(-1)!.body.messages![1]!.content).toContain('<text>\nvery good\n</text>');

    await page.locator('.ProseMirror').press('Control+a');
    model.queue = [{ kind: 'answer', pieces: ['# Tents for spring\n\nLight. Rugged.\n\nReady for the weekend.'] }];
    await choose(page, 'Rewrite');
    dialog = page.getByRole('dialog', { name: 'Rewrite' });
    await dialog.getByRole('button', { name: 'Replace' }).click();
    expect(await page.locator('.ProseMirror > *').allInnerTexts()).toEqual(['Tents for spring', 'Light. Rugged.', 'Ready for the weekend.']);
    await context.close();
  });

  it('continues writing from the caret and inserts the new text there', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    await page.locator('.ProseMirror p', { hasText: 'Pack one' }).click();
    await page.keyboard.press('End');
    model.queue = [{ kind: 'answer', pieces: ['Two ', 'people ', 'fit ', 'inside.'] }];
    await choose(page, 'Continue writing');
    const dialog = page.getByRole('dialog', { name: 'Continue writing' });
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    expect(await editorText(page)).toContain('Pack one for the weekend. Two people fit inside.');
    expect(model.requests.at(-1)!.body.messages![1]!.content).toMatch(/<before>\n[\s\S]*Pack one for the weekend\.\n<\/before>/);
    await context.close();
  });
});

describe('without a model', () => {
  let bare: RunningApp;
  beforeAll(async () => {
    bare = await startApp();
    return () => bare.stop();
  });

  it('says “Connect an AI model” with the Ollama one-liner, sends nothing, and keeps the built-in generators', async () => {
    const errors: string[] = [];
    const { context, page } = await openSignedInPage(browser, bare.url, errors);
    await openDocument(page);
    await caretInFirstParagraph(page);
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await page.getByText('With an AI model: none is connected').waitFor();
    await page.getByRole('menuitem', { name: 'Rewrite', exact: true }).click();
    const notice = page.getByTestId('connect-model');
    await notice.getByText('Connect an AI model').waitFor();
    expect(await notice.innerText()).toContain('AI_BASE_URL=http://127.0.0.1:11434/v1');
    await page.keyboard.press('Escape');
    await choose(page, 'Headlines');
    await page.getByRole('dialog').getByText('Built-in').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
