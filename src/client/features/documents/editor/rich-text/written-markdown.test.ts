import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '@shared/rich-text/markdown';
import { plainTextOf, writeMarkdown } from './written-markdown';

describe('the text a reader sees in the markdown', () => {
  it('is the same whether the editor just wrote the markdown or it came from elsewhere (the source view)', () => {
    const source = '# Plan\n\nShip **bold** and _italic_.\n\n- one\n- two\n\n> Quoted  \n> line';
    const fromSource = plainTextOf(source);
    expect(fromSource).toBe('Plan\nShip bold and italic.\none\ntwo\nQuoted line');
    const markdown = writeMarkdown(parseMarkdown(source));
    expect(plainTextOf(markdown)).toBe(fromSource);
  });

  it('reads other markdown than the editor last wrote from that markdown, not from the editor', () => {
    writeMarkdown(parseMarkdown('Written by the editor.'));
    expect(plainTextOf('Typed in the **source** view.')).toBe('Typed in the source view.');
  });
});
