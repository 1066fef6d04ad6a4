import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../rich-text/markdown.js';
import { createFeedbackAnalyzer } from './analyze-feedback.js';
import { documentBlocks } from './document-blocks.js';
import { englishSpeller } from './feedback-test-helpers.js';

const OBJECT = '\uFFFC';

describe('documentBlocks', () => {
  it('reads headings, paragraphs, list items and quotes, and leaves code blocks out', () => {
    const doc = parseMarkdown(
      ['# Title', 'A paragraph.', '- First item', '- Second item', '1. Numbered', '> A quote', '```js', 'const recieve = 1;', '```', '## End'].join('\n\n'),
    );
    expect(documentBlocks(doc).map(({ kind, text }) => [kind, text])).toEqual([
      ['heading', 'Title'],
      ['paragraph', 'A paragraph.'],
      ['paragraph', 'First item'],
      ['paragraph', 'Second item'],
      ['paragraph', 'Numbered'],
      ['paragraph', 'A quote'],
      ['heading', 'End'],
    ]);
  });

  it('keeps one character per document position: inline code and images are U+FFFC', () => {
    const doc = parseMarkdown('Call `teh()` now, see ![logo](https://example.com/a.png) and **bold** [link](https://example.com).');
    const [block] = documentBlocks(doc);
    expect(block!.text).toBe(`Call ${OBJECT.repeat(5)} now, see ${OBJECT} and bold link.`);
    expect(doc.textBetween(block!.from, block!.from + block!.text.length, undefined, OBJECT)).toBe(
      `Call teh() now, see ${OBJECT} and bold link.`,
    );
  });

  it('maps every finding to the editor’s text: textBetween(from + start, from + end) is its text', () => {
    const markdown = [
      '# Teh plan for *our* team',
      'We **utilize** an calendar, and `code` is never read. The the chairman quickly agreed.',
      '- A list item that was written by an editor, perhaps.',
      '> A quote with a ![picture](https://example.com/p.png) and teh typo.',
      'Text with a hard break  \nand the line after it, which is very long.',
    ].join('\n\n');
    const doc = parseMarkdown(markdown);
    const blocks = documentBlocks(doc);
    const report = createFeedbackAnalyzer().analyze(blocks, { speller: englishSpeller() });
    expect(report.findings.length).toBeGreaterThanOrEqual(10);
    for (const finding of report.findings) {
      const from = blocks[finding.block]!.from;
      expect(doc.textBetween(from + finding.start, from + finding.end, undefined, OBJECT), finding.rule).toBe(finding.text);
    }
    expect(new Set(report.findings.map((finding) => finding.block))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('reads an empty document as its one empty paragraph', () => {
    expect(documentBlocks(parseMarkdown(''))).toEqual([{ kind: 'paragraph', text: '', from: 1 }]);
  });
});
