import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../src/server/files/extraction/index.js';
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

async function storedContent(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/documents/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { content: string }).content;
}

async function createDocument(page: Page, content: string): Promise<number> {
  const response = await page.request.post('/api/documents', { data: { title: 'Formatting', content, personalityId: 1 } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const content = (page: Page) => page.getByLabel('Content', { exact: true });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

describe('the rich-text editor', () => {
  afterAll(() => {
    expect(consoleErrors).toEqual([]);
  });

  it('formats with the toolbar, shortcuts and markdown input rules; the saved markdown reloads the same', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto('/editor');
    const field = content(page);
    await field.waitFor();
    expect(await field.getAttribute('aria-placeholder')).toBe('Start writing...');
    await field.click();

    await tool(page, 'Heading 2').click();
    expect(await tool(page, 'Heading 2').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('Plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Ship ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold');
    expect(await tool(page, 'Bold').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and ');
    await page.keyboard.press('Control+i');
    await page.keyboard.type('italic');
    await page.keyboard.press('Control+i');
    await page.keyboard.type(' and **stars**.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('## Next');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the docs');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.getByLabel('Address').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Only web (http, https) and email (mailto) addresses can be linked.').waitFor();
    await dialog.getByLabel('Address').fill('example.com/docs');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+s');
    await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/editor\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const expected =
      '## Plan\n\nShip **bold** and _italic_ and **stars**.\n\n- one\n- two\n\n## Next\n\nRead the [docs](https://example.com/docs)';
    expect(await storedContent(page, id)).toBe(expected);

    await page.reload();
    await field.getByRole('heading', { level: 2, name: 'Plan' }).waitFor();
    expect(await field.locator('strong').allTextContents()).toEqual(['bold', 'stars']);
    expect(await field.locator('em').allTextContents()).toEqual(['italic']);
    expect(await field.getByRole('listitem').allTextContents()).toEqual(['one', 'two']);
    const link = field.getByRole('link', { name: 'docs' });
    expect(await link.getAttribute('href')).toBe('https://example.com/docs');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    // The status line counts words as the server does.
    const { wordCount } = (await (await page.request.get(`/api/documents/${id}`)).json()) as { wordCount: number };
    expect(await page.getByTestId('word-count').textContent()).toBe(`${wordCount} words`);
    expect(await page.getByText('Unsaved changes', { exact: true }).count()).toBe(0);

    // Edit the link, then remove it.
    await link.click();
    await tool(page, 'Link').click();
    const edit = page.getByRole('dialog', { name: 'Edit link' });
    expect(await edit.getByLabel('Address').inputValue()).toBe('https://example.com/docs');
    await edit.getByRole('button', { name: 'Remove link' }).click();
    await edit.waitFor({ state: 'detached' });
    expect(await field.getByRole('link').count()).toBe(0);

    // Undo brings it back.
    await tool(page, 'Undo').click();
    await field.getByRole('link', { name: 'docs' }).waitFor();
    await context.close();
  });

  it('moves through the toolbar with the arrow keys, one Tab stop for all its buttons', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.goto(`/editor/${await createDocument(page, 'Some text.')}`);
    await content(page).waitFor();
    await tool(page, 'Paragraph').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label")')).toBe('Heading 1');
    // The last of them is Add comment (a saved document), just after Markdown.
    await page.keyboard.press('End');
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label")')).toBe('Add comment');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate<string | null>('document.activeElement?.textContent')).toBe('Markdown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>('Boolean(document.activeElement?.closest("[role=toolbar]"))')).toBe(false);
    await context.close();
  });

  it('keeps structure from pasted HTML and drops styles, scripts and event handlers', async () => {
    // Reading the clipboard's HTML makes the browser meet its inline handlers; the page's CSP
    // refuses them, which Chromium logs. Those refusals are the only errors allowed here.
    const pasteErrors: string[] = [];
    const { context, page } = await openSignedInPage(browser, app.url, pasteErrors);
    const id = await createDocument(page, '');
    await page.goto(`/editor/${id}`);
    const field = content(page);
    await field.click();
    const html = [
      '<meta charset="utf-8"><style>p { color: red }</style>',
      '<h2 style="font-family: Arial; color: #333">Pasted <span style="color: #0a0; font-size: 30px">title</span></h2>',
      '<p class="MsoNormal" style="margin:0">Body with <b>bold</b>, <i>italic</i> and <a href="https://example.com" target="_blank" onclick="alert(1)">a link</a>.</p>',
      '<ul><li><p>first</p></li><li>second</li></ul>',
      '<script>window.pasted = true</script>',
      '<div onmouseover="window.pasted = true">hover me</div>',
      '<p><a href="javascript:window.pasted = true">bad link</a></p>',
      '<table><tr><th>Item</th><th>Weight</th></tr><tr><td><p><span>Tent</span></p></td><td>1.2 kg</td></tr></table>',
    ].join('');
    // What a browser hands the page when pasting from Word, Google Docs or a web page.
    await page.evaluate(`(() => {
      const data = new DataTransfer();
      data.setData('text/html', ${JSON.stringify(html)});
      data.setData('text/plain', 'Pasted title');
      document.querySelector('[aria-label="Content"]').dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    })()`);
    await field.getByRole('heading', { level: 2, name: 'Pasted title' }).waitFor();
    await field.getByText('hover me').hover();
    expect(await page.evaluate<boolean>('window.pasted === true')).toBe(false);
    expect(await field.locator('[style], script, style, [onclick], [onmouseover], img').count()).toBe(0);
    expect(await field.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      'https://example.com',
    ]);

    await page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
    const saved = await storedContent(page, id);
    expect(saved).toContain('## Pasted title');
    expect(saved).toContain('Body with **bold**, _italic_ and [a link](https://example.com).');
    expect(saved).toContain('- first\n- second');
    expect(saved).toContain('hover me');
    // A table's rows as paragraphs with their cells apart, not "ItemWeightTent1.2 kg".
    expect(saved).toContain('**Item | Weight**\n\nTent | 1.2 kg');
    expect(saved).not.toMatch(/script|onmouseover|onclick|javascript:|color/);
    for (const error of pasteErrors) expect(error).toMatch(/^Executing inline event handler violates .*Content Security Policy/);
    await context.close();
  });

  it('shows the markdown source, kept in sync both ways', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await createDocument(page, '# Title\n\nFirst paragraph.');
    await page.goto(`/editor/${id}`);
    const field = content(page);
    await field.getByRole('heading', { level: 1, name: 'Title' }).waitFor();
    await field.getByText('First paragraph.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' More.');

    await page.getByRole('button', { name: 'Markdown' }).click();
    expect(await page.getByRole('button', { name: 'Markdown' }).getAttribute('aria-pressed')).toBe('true');
    expect(await tool(page, 'Bold').isDisabled()).toBe(true);
    const source = page.getByLabel('Markdown source', { exact: true });
    expect(await source.inputValue()).toBe('# Title\n\nFirst paragraph. More.');
    await source.fill('# Title\n\nFirst paragraph. More.\n\n> A quote written as markdown.');
    // Counted on the markdown, as the server counts (the spec's whitespace-separated tokens).
    await page.getByText('11 words', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Markdown' }).click();
    await field.locator('blockquote').getByText('A quote written as markdown.').waitFor();
    await page.getByRole('button', { name: 'Save Document' }).click();
    await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
    expect(await storedContent(page, id)).toBe('# Title\n\nFirst paragraph. More.\n\n> A quote written as markdown.');
    await context.close();
  });

  it('exports Markdown, Word with real headings and HTML, and prints the text alone', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const markdown = '# Launch notes\n\nThe **new plan** ships on _Monday_.\n\n- first\n- second';
    const id = await createDocument(page, markdown);
    await page.goto(`/editor/${id}`);
    await content(page).getByRole('heading', { name: 'Launch notes' }).waitFor();

    const exported = async (item: string) => {
      await page.getByRole('button', { name: 'Export' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
      await page.getByRole('menu').waitFor({ state: 'detached' });
      return { name: file.suggestedFilename(), path: await file.path() };
    };

    const md = await exported('Markdown (.md)');
    expect(md.name).toBe('Formatting.md');
    expect(readFileSync(md.path, 'utf8')).toBe(markdown);

    const docx = await exported('Word (.docx)');
    expect(docx.name).toBe('Formatting.docx');
    const read = await extractText(docx.path, 'docx');
    expect(read).toMatchObject({ status: 'completed', text: 'Launch notes\nThe new plan ships on Monday.\nfirst\nsecond' });

    const html = await exported('HTML (.html)');
    const page2 = readFileSync(html.path, 'utf8');
    expect(page2).toContain('<title>Formatting</title>');
    expect(page2).toContain('<h1>Launch notes</h1>');
    expect(page2).toContain('<strong>new plan</strong>');
    expect(page2).not.toContain('<script');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('toolbar', { name: 'Formatting' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Save Document' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await content(page).getByRole('heading', { name: 'Launch notes' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await context.close();
  });

  it('jumps to a heading of the outline on a phone without hiding it under the sticky header and toolbar', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    await page.setViewportSize({ width: 390, height: 844 });
    const filler = (from: number) => Array.from({ length: 30 }, (_, index) => `Paragraph ${from + index} of a long draft, with enough words to fill a line or two.`);
    const id = await createDocument(page, ['# Opening', ...filler(1), '## Middle heading', ...filler(31), '## Closing', ...filler(61)].join('\n\n'));
    await page.goto(`/editor/${id}`);
    await page.getByText('Saved', { exact: true }).waitFor();
    // On a phone the outline is below the text: reaching it scrolls past the heading, which the jump
    // then scrolls back up to (it did not scroll at all once: the page's selection was on the
    // outline's button, not in the editor), and clear of the header's three rows and the toolbar.
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await outline.getByRole('button', { name: 'Middle heading' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const heading = content(page).getByRole('heading', { name: 'Middle heading' });
    const clearance = async () => {
      const [bar, target] = await Promise.all([toolbar.boundingBox(), heading.boundingBox()]);
      return target!.y - (bar!.y + bar!.height);
    };
    // The header wraps onto three rows at this width: the header and toolbar are about 190 px tall.
    await expect.poll(clearance).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    await context.close();
  });

  it('outlines the headings (a click jumps to one) and has a focus mode that Escape leaves', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const id = await createDocument(page, '# Plan\n\nIntro.\n\n## Goals\n\nText.\n\n### Details\n\nMore text.');
    await page.goto(`/editor/${id}`);
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await expect.poll(() => outline.getByRole('button').allInnerTexts()).toEqual(['Plan', 'Goals', 'Details']);
    await outline.getByRole('button', { name: 'Details' }).click();
    expect(await tool(page, 'Heading 3').getAttribute('aria-pressed')).toBe('true');
    // Typing goes where the outline put the caret: the start of that heading.
    await page.keyboard.type('Key ');
    await expect.poll(() => outline.getByRole('button').allInnerTexts()).toEqual(['Plan', 'Goals', 'Key Details']);
    // Text added above a heading moves it; a click still finds where it is now. The editor has the
    // keyboard as soon as the click is handled (not a frame later), so the next key is not lost.
    const focusedOnClick = (name: string) =>
      outline.getByRole('button', { name }).evaluate((button) => {
        const target = button as unknown as { focus(): void; click(): void };
        target.focus(); // as a pointer's press or the Tab key leaves it
        target.click();
        const { document } = globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } };
        return document.activeElement?.getAttribute('aria-label');
      });
    expect(await focusedOnClick('Plan')).toBe('Content');
    await page.keyboard.type('Our ');
    await outline.getByRole('button', { name: 'Key Details' }).click();
    await page.keyboard.type('The ');
    await expect.poll(() => outline.getByRole('button').allInnerTexts()).toEqual(['Our Plan', 'Goals', 'The Key Details']);

    await page.getByRole('button', { name: 'Focus' }).click();
    expect(await page.getByRole('button', { name: 'Focus' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    expect(await outline.count()).toBe(0);
    await content(page).click();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await outline.waitFor();
    await context.close();
  });

  it('draws only the blocks near the screen of a long document, and edits anywhere in it as in a short one', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const paragraphs = Array.from({ length: 200 }, (_, index) => `Paragraph ${index + 1} of a long draft, with **enough words** to fill a line or two of the editor.`);
    const id = await createDocument(page, paragraphs.join('\n\n'));
    await page.goto(`/editor/${id}`);
    await page.getByText('Saved', { exact: true }).waitFor();
    // Far below the screen, a block's contents are skipped by the browser (content-visibility).
    const drawn = (index: number) =>
      content(page)
        .locator('strong')
        .nth(index)
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(0)).toBe(true);
    expect(await drawn(199)).toBe(false);

    // A new paragraph and a list made by keys get every letter typed into them, and Enter on an
    // empty item leaves the list, with the blocks after them not drawn.
    await content(page).getByText('Paragraph 1 of', { exact: false }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('New line here.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- item');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('After the list.');
    // Far from the screen again: the end of the document, then a new paragraph there.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The last word.');
    expect(await drawn(0)).toBe(false);
    await page.keyboard.press('Control+s');
    await expect.poll(() => toast(page, 'Document saved').count()).toBeGreaterThan(0);
    const expected = [
      paragraphs[0],
      'New line here.',
      '- item\n- second',
      'After the list.',
      ...paragraphs.slice(1),
      'The last word.',
    ].join('\n\n');
    expect(await storedContent(page, id)).toBe(expected);

    // Everything selected, blocks not drawn included, and typed over.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Fresh start.');
    await page.keyboard.press('Control+s');
    await expect.poll(() => storedContent(page, id)).toBe('Fresh start.');
    await context.close();
  });

  it('keeps the caret clear of the toolbar and above the window’s bottom edge while typing in a long document', async () => {
    const { context, page } = await openSignedInPage(browser, app.url, consoleErrors);
    const paragraphs = Array.from({ length: 80 }, (_, index) => `Paragraph ${index + 1} of a long draft, with enough words to fill a line or two of the editor.`);
    const id = await createDocument(page, paragraphs.join('\n\n'));
    await page.goto(`/editor/${id}`);
    // Opening ends once the editor holds the shared text (a saved document is co-edited).
    await page.getByText('Saved', { exact: true }).waitFor();
    await content(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' The writer keeps typing here.');
    const caret = () =>
      content(page).evaluate((element) => {
        // The tests compile without the DOM's globals: reach the window through the element.
        const view = element.ownerDocument.defaultView!;
        const range = view.getSelection()!.getRangeAt(0).cloneRange();
        // A collapsed range has no box of its own: measure the character before the caret.
        range.setStart(range.endContainer, Math.max(0, range.endOffset - 1));
        const box = range.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, window: view.innerHeight };
      });
    // Each keystroke scrolls the caret clear. On a loaded machine the page may still be settling
    // (panels filling in) after the last one, so the check types on until the caret is measured
    // right after a keystroke that found the page settled.
    const clearanceAfterKey = async (key: string, measure: (at: Awaited<ReturnType<typeof caret>>) => Promise<number> | number) => {
      await page.keyboard.type(key);
      return measure(await caret());
    };
    // vitest's poll gives up after 1 s by default, too short for a loaded CI machine.
    await expect.poll(() => clearanceAfterKey('.', (at) => at.window - at.bottom), { timeout: 10_000 }).toBeGreaterThanOrEqual(100);

    // Back to the top: the caret is not hidden under the sticky header and toolbar.
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Opening words. ');
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await expect
      .poll(() => clearanceAfterKey(' ', async (at) => at.top - (await toolbar.evaluate((element) => element.getBoundingClientRect().bottom))), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(0);
    await context.close();
  });
});
