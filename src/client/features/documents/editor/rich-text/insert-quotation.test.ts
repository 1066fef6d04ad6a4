import { describe, expect, it } from 'vitest';
import { Node } from '@tiptap/pm/model';
import { serializeMarkdown } from '@shared/rich-text/markdown';
import { documentSchema } from '@shared/rich-text/schema';
import { quotationBlocks } from './insert-quotation';

const asMarkdown = (text: string, source: string) =>
  serializeMarkdown(Node.fromJSON(documentSchema, { type: 'doc', content: quotationBlocks(text, source) }));

describe('a quotation from a reference file', () => {
  it('is a quote of its paragraphs, with line breaks of the layout joined, and the source last', () => {
    expect(asMarkdown('Fresh tea\nevery week.\n\nGrown by   families.', ' brand-book.pdf ')).toBe(
      '> Fresh tea every week.\n>\n> Grown by families.\n>\n> — brand-book.pdf',
    );
  });

  it('keeps markdown characters as text, not formatting', () => {
    expect(asMarkdown('Use **bold** and # signs', 'notes.txt')).toBe('> Use \\*\\*bold\\*\\* and # signs\n>\n> — notes.txt');
  });

  it('is nothing for a selection of blanks', () => {
    expect(quotationBlocks(' \n\n  ', 'x.pdf')).toEqual([]);
  });
});
