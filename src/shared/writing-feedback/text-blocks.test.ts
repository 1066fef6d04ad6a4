import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks.js';

/** Every block's text sits at its offset in the original, character for character where it is prose. */
function expectAligned(text: string) {
  for (const block of textBlocks(text)) {
    for (let index = 0; index < block.text.length; index++) {
      const character = block.text[index]!;
      if (character !== ' ' && character !== '\uFFFC') expect(text[block.offset + index]).toBe(character);
    }
  }
}

describe('textBlocks', () => {
  it('splits paragraphs at blank lines and joins a paragraph’s lines without changing lengths', () => {
    const text = 'First line\nsame paragraph.\n\nSecond paragraph.';
    const blocks = textBlocks(text);
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.', offset: 0 },
      { kind: 'paragraph', text: 'Second paragraph.', offset: 28 },
    ]);
    expect(text.slice(28, 28 + 'Second'.length)).toBe('Second');
  });

  it('keeps offsets across Windows line breaks', () => {
    const text = 'One line\r\nmore.\r\n\r\nNext one.';
    const blocks = textBlocks(text);
    expect(blocks.map((block) => block.text)).toEqual(['One line  more.', 'Next one.']);
    expect(text.indexOf('Next')).toBe(blocks[1]!.offset);
    expectAligned(text);
  });

  it('reads headings and list items as blocks of their own, with their markers masked', () => {
    const text = '## A heading\n- first item\n- second item\n1. numbered';
    const blocks = textBlocks(text);
    expect(blocks.map((block) => [block.kind, block.text.trim()])).toEqual([
      ['heading', 'A heading'],
      ['paragraph', 'first item'],
      ['paragraph', 'second item'],
      ['paragraph', 'numbered'],
    ]);
    expectAligned(text);
  });

  it('leaves fenced code out and masks inline code, links and emphasis', () => {
    const text = 'Run `npm start` and read [the guide](https://example.com/guide) **now**.\n\n```\nconst x = teh;\n```\nAfter.';
    const blocks = textBlocks(text);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.text).not.toContain('npm');
    expect(blocks[0]!.text).not.toContain('example.com');
    expect(blocks[0]!.text).toContain('the guide');
    expect(blocks[0]!.text).not.toContain('*');
    expect(blocks[1]!.text).toBe('After.');
    expectAligned(text);
  });

  it('reads a quote’s text without its markers', () => {
    const blocks = textBlocks('> Quoted words\n> go on.');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.text.trim()).toBe('Quoted words   go on.');
  });
});
