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
    // The caret stayed in the text once the dialog had gone, not on the AI button it opened from.
    expect(await page.evaluate<boolean>('document.activeElement?.closest(".ProseMirror") !== null')).toBe(true);
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
    // Rate limited: said at once (the provider code does not retry a 429).
    model.queue = [{ kind: 'error', status: 429, message: 'Slow down, please' }];
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

  it('expands the paragraph and copies the answer; a refused key, an unknown model and a dropped answer each say what happened, and nothing half-written can go in', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await openDocument(page);
    await caretInFirstParagraph(page);
    model.queue = [{ kind: 'error', status: 401, message: 'Incorrect API key provided.' }];
    await choose(page, 'Expand');
    const dialog = page.getByRole('dialog', { name: 'Expand' });
    await dialog.getByRole('alert').filter({ hasText: /refused the API key \(401\)\. Check the key\./ }).waitFor();

    model.queue = [{ kind: 'error', status: 404, message: 'model "writer-model" not found' }];
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('alert').filter({ hasText: /does not know the model “writer-model” \(404\)/ }).waitFor();

    model.queue = [{ kind: 'drop', pieces: ['Our tents are ', 'sturdy and '] }];
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('alert').filter({ hasText: /dropped before the answer was complete/ }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Replace' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Insert below' }).count()).toBe(0);

    const longer = 'Our tents are sturdy, and at under a kilo they are light enough to carry all day without noticing.';
    model.queue = [{ kind: 'answer', pieces: [longer.slice(0, 40), longer.slice(40)] }];
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(longer);
    const sent = model.requests.at(-1)!.body;
    expect(sent.messages![0]!.content).toContain('expand text with useful detail');
    expect(sent.messages![1]!.content).toContain(`<text>\n${FIRST}\n</text>`);

    await dialog.getByRole('button', { name: 'Replace' }).click();
    expect(await editorText(page)).toContain(longer);
    expect(await editorText(page)).not.toContain(FIRST);
    await context.close();
  });

  it('writes meta descriptions, social posts, email subject lines and summaries with the model, each checked against its limit, and each used where it belongs', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await openDocument(page);
    const meta = 'Find the ultralight tent that suits your spring weekends: light enough to carry all day, quick to pitch and ready for rain.';
    model.queue = [{ kind: 'answer', pieces: [`1. ${meta}\n`, `2. ${'Far too long a description. '.repeat(7).trim()}\n`, '3. Light tents for spring.'] }];
    await choose(page, 'Meta description');
    let dialog = page.getByRole('dialog', { name: /Meta descriptions/ });
    let list = dialog.getByRole('list', { name: 'Meta descriptions' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await dialog.getByTestId('over-limit').filter({ hasText: '1 answer was over the limit and left out.' }).waitFor();
    expect(await list.getByRole('listitem').first().innerText()).toContain(`${meta.length} of 156 characters`);
    expect(model.requests.at(-1)!.body.messages![1]!.content).toMatch(/five different meta descriptions/);
    await list.getByRole('listitem').first().getByRole('button', { name: 'Use as meta description' }).click();
    await expect.poll(() => page.getByLabel('Meta description', { exact: true }).inputValue()).toBe(meta);

    const xPost = 'Spring is here. Our ultralight tent weighs under a kilo. #camping';
    model.queue = [{ kind: 'answer', pieces: [`X: ${xPost}\n`, `X: ${'Too long for X. '.repeat(20).trim()}\n`, 'LinkedIn: Our team tested five tents this spring; here is what we learned.\n', 'A line for no network at all.'] }];
    await choose(page, 'Social posts');
    dialog = page.getByRole('dialog', { name: /Social posts/ });
    list = dialog.getByRole('list', { name: 'Social posts' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await dialog.getByTestId('over-limit').filter({ hasText: '1 answer was over the limit and left out.' }).waitFor();
    const xItem = list.getByRole('listitem').filter({ hasText: xPost });
    expect(await xItem.innerText()).toMatch(/^X\n/);
    await xItem.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).toBe(xPost);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    model.queue = [{ kind: 'answer', pieces: ['1. Your spring tent is here | Light, quick to pitch and ready for rain.\n', '2. Sleep lighter this weekend'] }];
    await choose(page, 'Email subject lines');
    dialog = page.getByRole('dialog', { name: /Email subject lines/ });
    list = dialog.getByRole('list', { name: 'Email subject lines' });
    await list.waitFor();
    const subjects = await list.getByRole('listitem').allInnerTexts();
    expect(subjects).toHaveLength(2);
    expect(subjects.join('\n')).toContain('Preheader: Light, quick to pitch and ready for rain.');
    // A subject line without one gets itself as the preheader rather than nothing.
    expect(subjects.join('\n')).toContain('Preheader: Sleep lighter this weekend');
    expect(model.requests.at(-1)!.body.model).toBe('writer-model');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('.ProseMirror p', { hasText: 'Pack one' }).click();
    await page.keyboard.press('End');
    const summary = 'Light spring tents that pitch fast. Pack one for the weekend.';
    model.queue = [{ kind: 'answer', pieces: [`1. ${summary}`] }];
    await choose(page, 'Summarize');
    dialog = page.getByRole('dialog', { name: /Summaries/ });
    list = dialog.getByRole('list', { name: 'Summaries' });
    await list.getByRole('listitem').first().getByRole('button', { name: 'Insert at the caret' }).click();
    await expect.poll(() => editorText(page)).toContain(summary);
    expect(model.requests.at(-1)!.body.messages![1]!.content).toMatch(/three different summaries/);
    await context.close();
  });

  it('replaces only the words selected inside a paragraph (from the selection bubble), and a selection across paragraphs with several', async () => {
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
    // The selection bubble offers the rewrite family beside the selected words.
    await page.getByRole('toolbar', { name: 'AI on the selection' }).getByRole('button', { name: 'Rewrite' }).click();
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

  it('generates headlines with the model, leaves out any over the limit, ranks the rest, and keeps the built-in ones a click away', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await openDocument(page);
    model.queue = [
      {
        kind: 'answer',
        pieces: ['1. Light Tents for Long Weekends\n', '2. The Ultralight Tent That Packs Down to Nothing at All, Really, Truly\n', '3. Your Ultralight Tent Guide\n', '4. Sleep Better Outdoors'],
      },
    ];
    await choose(page, 'Headlines');
    const dialog = page.getByRole('dialog', { name: /Headlines/ });
    const list = dialog.getByRole('list', { name: 'Headlines' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    await dialog.getByTestId('over-limit').filter({ hasText: '1 answer was over the limit and left out.' }).waitFor();
    // The project's keyword ranks first.
    expect(await list.getByRole('listitem').first().innerText()).toContain('Your Ultralight Tent Guide');
    const sent = model.requests.at(-1)!.body;
    expect(sent.messages![1]!.content).toMatch(/five different headlines/);
    expect(sent.messages![1]!.content).toContain('"ultralight tent"');

    await dialog.getByRole('button', { name: 'Built-in' }).click();
    await dialog.getByText('Made from your document’s own words, without an AI model', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'AI model' }).click();
    await list.getByRole('listitem').first().getByRole('button', { name: 'Use as SEO title' }).click();
    await expect.poll(() => page.getByLabel('SEO title').inputValue()).toBe('Your Ultralight Tent Guide');
    await context.close();
  });

  it('fixes a finding with AI from its card: the model gets the sentence and the problem, and Replace changes that sentence only', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/documents', {
      data: { title: 'Report', content: 'We met on Monday. The report was written by the team. It ships soon.', personalityId: 1 },
    });
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/editor/${id}`);
    const passive = page.locator('.ProseMirror [data-finding]', { hasText: /^written$/ });
    await passive.waitFor();
    await passive.click();
    model.queue = [{ kind: 'answer', pieces: ['The team wrote ', 'the report.'] }];
    await page.getByRole('dialog', { name: /passive voice/ }).getByRole('button', { name: 'Fix with AI' }).click();

    const dialog = page.getByRole('dialog', { name: /^Fix with AI/ });
    await dialog.getByRole('button', { name: 'Replace' }).waitFor();
    const sent = JSON.stringify(model.requests.at(-1)!.body);
    expect(sent).toContain('<text>\\nThe report was written by the team.\\n</text>');
    expect(sent).toContain('may be passive voice');
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await expect.poll(() => editorText(page)).toBe('We met on Monday. The team wrote the report. It ships soon.');
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

    // The request counts towards the plan: Analytics and the subscription screen show it.
    await page.getByRole('button', { name: 'Save Document' }).click();
    await page.goto('/analytics');
    const card = page.getByRole('group', { name: 'AI Suggestions' });
    await card.getByText('AI requests: 1 of 250 this month').waitFor();
    expect(await card.innerText()).toMatch(/^AI Suggestions\s+1\s/);
    await page.goto('/subscription');
    await page.getByTestId('ai-usage').filter({ hasText: 'AI suggestions: 1 of 250 this month' }).waitFor();
    await page.goto('/settings');
    await page.getByTestId('ai-usage-settings').filter({ hasText: 'AI suggestions: 1 of 250 this month' }).waitFor();
    // Settings → AI usage: who asked for what, with which model, tokens and time; never the text.
    const usage = page.getByRole('region', { name: 'AI usage', exact: true });
    await usage.getByTestId('ai-usage-totals').filter({ hasText: /: 1 request · 10 tokens in, 4 out · [\d.]+ (ms|s) on average$/ }).waitFor();
    expect(await usage.getByRole('region', { name: 'By action' }).getByRole('row', { name: /^Continue writing 1/ }).count()).toBe(1);
    const row = usage.getByRole('region', { name: 'AI requests' }).getByRole('row').nth(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([expect.any(String), 'Casey Writer', 'Continue writing', 'writer-model', 'Completed', '10 / 4', expect.stringMatching(/^[\d.]+ (ms|s)$/)]);
    expect(await usage.innerText()).not.toContain('Pack one');

    // The public status page names the model that is connected, never its address.
    await page.goto('/status');
    await expect.poll(() => page.getByTestId('ai-engine-state').innerText(), { timeout: 10_000 }).toMatch(/^Connected to writer-model, answering; last answered /);
    expect(await page.locator('body').innerText()).not.toContain(model.baseUrl);
    await context.close();
  });
});

describe('A workspace’s own personality', () => {
  it('is created in Settings, chosen for a document, and its voice and sample go with every request', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'New personality' }).click();
    const dialog = page.getByRole('dialog', { name: 'New personality' });
    await dialog.getByLabel('Name').fill('Trail Guide');
    await dialog.getByLabel('Voice').fill('Calm, practical and encouraging, like a guide at the trailhead. Short sentences.');
    await dialog.getByLabel('Sample paragraph (optional)').fill('Check your laces. Drink before you are thirsty. The view is worth every step.');
    await dialog.getByRole('button', { name: 'Create personality' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Personalities' }).getByText('Trail Guide').waitFor();

    await openDocument(page);
    await page.getByRole('combobox', { name: 'Document personality' }).click();
    await page.getByRole('option', { name: /Trail Guide/ }).click();
    await caretInFirstParagraph(page);
    model.queue = [{ kind: 'answer', pieces: ['Light tents. Easy steps.'] }];
    await choose(page, 'Rewrite');
    await page.getByRole('dialog', { name: 'Rewrite' }).getByRole('button', { name: 'Replace' }).waitFor();
    const system = model.requests.at(-1)!.body.messages![0]!.content;
    expect(system).toContain('Personality: Trail Guide');
    expect(system).toContain('Voice: Calm, practical and encouraging');
    expect(system).toContain('Check your laces.');
    await context.close();
  });
});

describe('Draft from brief', () => {
  it('writes an outline from the project’s brief, lets the writer edit it, then drafts it section by section into the document', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const client = await page.request.post('/api/clients', { data: clientSample });
    const clientId = ((await client.json()) as { id: number }).id;
    const brief = 'A launch post for our ultralight tents, for weekend hikers.';
    const project = await page.request.post('/api/projects', { data: { ...projectSample(clientId), name: 'Tent launch', briefContent: brief } });
    const projectId = ((await project.json()) as { id: number }).id;
    const created = await page.request.post('/api/documents', { data: { title: 'Launch', content: '', personalityId: 1, projectId } });
    await page.goto(`/editor/${((await created.json()) as { id: number }).id}`);
    await page.getByLabel('Content', { exact: true }).waitFor();

    model.queue = [
      { kind: 'answer', pieces: ['# Light tents\n\n', '## Why weight matters\nLong walks.\n\n', '## Pitching in minutes\nSpeed.'], delayMs: 100 },
      { kind: 'answer', pieces: ['## Why weight matters\n\nEvery gram counts.'] },
      { kind: 'answer', pieces: ['## Pitching in minutes\n\nTwo poles, one clip.'] },
      { kind: 'answer', pieces: ['## Packing list\n\nTent, mat, bag.'] },
    ];
    await page.getByRole('button', { name: 'AI', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Draft from brief' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draft from brief' });
    expect(await dialog.getByLabel('Brief').inputValue()).toBe(brief);
    // A template gives the piece its shape: its structure joins the brief.
    await dialog.getByLabel('Shape it like a template (optional)').click();
    const templateName = (await page.getByRole('option').first().innerText()).trim();
    await page.getByRole('option').first().click();
    expect(await dialog.getByLabel('Brief').inputValue()).toContain(`Follow the structure of the template “${templateName}”`);
    await dialog.getByRole('button', { name: 'Write outline' }).click();
    await dialog.getByText('2 sections.', { exact: false }).waitFor();
    expect(model.requests.at(-1)!.body.messages![1]!.content).toContain(`<brief>\n${brief}\n\nFollow the structure of the template “${templateName}”`);

    // The writer adds a section of their own before the draft is written.
    const outline = dialog.getByLabel('Outline');
    await outline.fill(`${await outline.inputValue()}\n\n## Packing list\nWhat to bring.`);
    await dialog.getByRole('button', { name: 'Write the draft' }).click();
    await dialog.getByRole('button', { name: 'Insert into document' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('.ProseMirror > *').allInnerTexts()).toEqual([
      'Light tents',
      'Why weight matters',
      'Every gram counts.',
      'Pitching in minutes',
      'Two poles, one clip.',
      'Packing list',
      'Tent, mat, bag.',
    ]);
    const sectionRequest = model.requests.at(-1)!.body.messages![1]!.content;
    expect(sectionRequest).toContain('<text>\n## Packing list\nWhat to bring.\n</text>');
    expect(sectionRequest).toContain('Outline of the whole piece:');
    await context.close();
  });
});

describe('Brand voice', () => {
  const sample = (topic: string) =>
    `We build ${topic} for the trail. You'll feel the difference on day one. Our gear is light, tough and simple. We're out there every weekend, testing it. Pack less. Walk further. Use it hard. `.repeat(6);

  it('learns a client’s voice from pasted samples, drafts its style guide with the model, and the editor shows how close a text comes', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const created = await page.request.post('/api/clients', { data: { name: 'Trailhead Gear' } });
    const clientId = ((await created.json()) as { id: number }).id;
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Brand voice of Trailhead Gear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Brand voice: Trailhead Gear' });
    await dialog.getByLabel('Sample 1', { exact: true }).fill('Too short.');
    await dialog.getByText('2 words — at least 150 needed').waitFor();
    expect(await dialog.getByRole('button', { name: 'Learn voice' }).isDisabled()).toBe(true);
    for (const [index, topic] of ['tents', 'stoves', 'boots'].entries()) await dialog.getByLabel(`Sample ${index + 1}`, { exact: true }).fill(sample(topic));
    await dialog.getByRole('button', { name: 'Learn voice' }).click();
    const description = dialog.getByTestId('voice-description');
    await description.waitFor();
    expect(await description.innerText()).toMatch(/speaks as “we” and addresses the reader as “you”/);
    expect(await description.innerText()).toMatch(/Reading ease \d+ of 100 \(grade \d+\.\d\)/);
    expect(await dialog.getByTestId('voice-avoided-terms').innerText()).toMatch(/Words it avoids:\s*utilize\s*says use/);

    model.queue = [{ kind: 'answer', pieces: ['## Voice\n', '- Short sentences, warm and direct.'] }];
    await dialog.getByRole('button', { name: 'Draft with AI' }).click();
    await expect.poll(() => dialog.getByLabel('Style guide').inputValue(), { timeout: 5_000 }).toBe('## Voice\n- Short sentences, warm and direct.');
    expect(model.requests.at(-1)!.body.messages![1]!.content).toContain('Trailhead Gear');
    await page.keyboard.press('Escape');
    await page.getByText('Learned from 3 samples, with a style guide').waitFor();

    // A document for the client: the panel compares its text with the learned voice.
    const document = await page.request.post('/api/documents', {
      data: { title: 'Field notes', content: sample('packs'), personalityId: 1, clientId },
    });
    await page.goto(`/editor/${((await document.json()) as { id: number }).id}`);
    const score = page.getByTestId('voice-match-score');
    await score.waitFor();
    expect(Number((await score.innerText()).match(/\d+/)![0])).toBeGreaterThanOrEqual(90);
    await page.locator('.ProseMirror').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(
      'The organisation has been informed that the equipment was manufactured in accordance with the specifications which were provided by the procurement department, and it is anticipated that deliveries will be completed shortly thereafter, subject to the availability of transportation resources and the approval of the relevant authorities in each of the jurisdictions concerned, as has been communicated previously in the correspondence that was distributed to all stakeholders.',
    );
    await expect.poll(async () => Number((await score.innerText()).match(/\d+/)![0]), { timeout: 5_000 }).toBeLessThan(60);
    await page.getByRole('list', { name: 'Furthest from the brand’s voice' }).getByText(/Sentences \d+% longer than the brand’s/).waitFor();
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

  it('lets the owner connect the workspace’s own model in Settings → AI: models listed, connection tested, key never shown again', async () => {
    const errors: string[] = [];
    const own = await startOpenAiTestServer({ apiKey: 'sk-own-model-4321', models: ['own-large', 'own-small'] });
    own.fallback = { kind: 'answer', pieces: ['Written ', 'by ', 'your ', 'own ', 'model.'] };
    try {
      const { context, page } = await openSignedInPage(browser, bare.url, errors);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await page.getByTestId('ai-source').filter({ hasText: 'No AI model is connected' }).waitFor();

      await page.getByLabel('Base URL').fill(own.baseUrl);
      await page.getByLabel('API key', { exact: true }).fill('sk-own-model-4321');
      await page.getByRole('button', { name: 'Load models' }).click();
      await page.getByText('2 models available: own-large, own-small').waitFor();
      await page.getByLabel('Model', { exact: true }).fill('own-large');
      await page.getByRole('button', { name: 'Test connection' }).click();
      await page.getByText(/Connected: own-large answered in \d+ ms\./).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('ai-source').filter({ hasText: 'Your workspace writes with its own model' }).waitFor();
      expect(await page.getByLabel('API key', { exact: true }).getAttribute('placeholder')).toBe('Saved key ending in 4321');
      expect(await page.getByLabel('API key', { exact: true }).inputValue()).toBe('');
      const settings = await (await page.request.get('/api/ai/settings')).text();
      expect(settings).not.toContain('sk-own-model');

      // The editor now writes with it.
      await openDocument(page);
      await caretInFirstParagraph(page);
      await choose(page, 'Rewrite');
      await page.getByRole('dialog', { name: 'Rewrite' }).getByTestId('ai-diff').filter({ hasText: 'Written by your own model' }).waitFor();
      expect(own.requests.at(-1)).toMatchObject({ authorization: 'Bearer sk-own-model-4321', body: { model: 'own-large' } });
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await own.close();
    }
  });
});
