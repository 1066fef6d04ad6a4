import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown.js';
import { serializeMarkdown, serializeMarkdownInOnePass } from './markdown-serializer.js';
import { documentSchema } from './schema.js';

const text = (value: string) => ({ type: 'text', text: value });
const paragraph = (...content: object[]) => ({ type: 'paragraph', content });
const documentOf = (...content: object[]) => documentSchema.nodeFromJSON({ type: 'doc', content });
/** Headings, paragraphs with marks, and lists between them: 300 blocks. */
const longText = Array.from({ length: 300 }, (_, index) =>
  index % 7 === 0 ? `## Part ${index}` : index % 5 === 0 ? `- item ${index}\n- and _another_` : `Paragraph ${index} with **bold**, _italic_ and \`code\`.`,
).join('\n\n');

describe('writing markdown in runs of blocks', () => {
  // Each case puts a block whose writing depends on its neighbours beside the cuts.
  const cases: Record<string, ReturnType<typeof documentOf>> = {
    'a long text': parseMarkdown(longText),
    'headings, lists, quotes, code and rules between paragraphs': parseMarkdown(
      '# Title\n\nIntro.\n\n- one\n- two\n\n\n* three\n\nMiddle.\n\n> quoted\n\nAfter.\n\n```\ncode\n```\n\nThen.\n\n---\n\nEnd.\n\n1. a\n2. b',
    ),
    'empty paragraphs at the start, between and at the end': documentOf(
      paragraph(),
      paragraph(text('First.')),
      paragraph(),
      paragraph(text('Second.')),
      paragraph(text('Third.')),
      paragraph(),
    ),
    'paragraphs ending in a hard break or a newline': documentOf(
      paragraph(text('Ends in a break'), { type: 'hardBreak' }),
      paragraph(text('Ends in a newline\n')),
      paragraph(text('Last.')),
    ),
    'an empty heading between paragraphs': documentOf(paragraph(text('Before.')), { type: 'heading', attrs: { level: 2 } }, paragraph(text('After.'))),
    'a paragraph starting with a link after one ending in an exclamation mark': parseMarkdown('Look!\n\n[a link](https://example.com) here.'),
  };

  it.each(Object.entries(cases))('writes %s as one serializer state does', (_name, document) => {
    expect(serializeMarkdown(document)).toBe(serializeMarkdownInOnePass(document));
  });

  it('reads back what it wrote of a long text', () => {
    const document = parseMarkdown(longText);
    expect(parseMarkdown(serializeMarkdown(document)).eq(document)).toBe(true);
  });
});
