import { describe, expect, it } from 'vitest';
import { parseProse } from './parse-prose.js';

const summary = (text: string) =>
  parseProse(text).blocks.map(({ kind, level, words, sentenceLengths }) => ({
    kind,
    level,
    text: words.join(' '),
    sentenceLengths,
  }));

describe('parseProse', () => {
  it('reads heading levels, dropping the hashes (closing ones too)', () => {
    expect(summary('# Title\n\n### Deep part ###\n#hashtag is text')).toEqual([
      { kind: 'heading', level: 1, text: 'title', sentenceLengths: [1] },
      { kind: 'heading', level: 3, text: 'deep part', sentenceLengths: [2] },
      { kind: 'paragraph', level: 0, text: 'hashtag is text', sentenceLengths: [3] },
    ]);
  });

  it('makes each list item a block and drops its marker', () => {
    expect(summary('- first item\n* second\n  continued\n1. third')).toEqual([
      { kind: 'list-item', level: 0, text: 'first item', sentenceLengths: [2] },
      { kind: 'list-item', level: 0, text: 'second continued', sentenceLengths: [2] },
      { kind: 'list-item', level: 0, text: 'third', sentenceLengths: [1] },
    ]);
  });

  it('joins soft-wrapped lines and splits paragraphs at blank lines, rules and quotes', () => {
    expect(summary('One line\nwraps here.\n\nSecond.\n\n---\n> Quoted text.').map((block) => block.text)).toEqual([
      'one line wraps here',
      'second',
      'quoted text',
    ]);
  });

  it('leaves fenced code out, to the closing fence or the end of the text', () => {
    const text = 'Before.\n```ts\nconst x = 1;\n```\nAfter.\n~~~~\nunclosed code\n~~~\nstill code';
    expect(summary(text).map((block) => block.text)).toEqual(['before', 'after']);
  });

  it('keeps link and emphasis text but drops targets, images, tags and link definitions', () => {
    const text =
      'A **bold** and _soft_ [link](https://example.com/a-b) with ![a picture](p.png) `code` <b>tag</b> ' +
      'snake_case <https://example.com>.\n\n[ref]: https://example.com';
    expect(summary(text).map((block) => block.text)).toEqual(['a bold and soft link with code tag snake_case']);
  });

  it('ends sentences at . ! ? and ellipses, but not after common abbreviations', () => {
    expect(summary('Dr. Smith came in. He sat down! Why? Well... fine, e.g. tea.')[0]?.sentenceLengths).toEqual([
      4, 3, 1, 1, 3,
    ]);
    expect(summary('"Stop." He left (quietly.) Then rain.')[0]?.sentenceLengths).toEqual([1, 3, 2]);
  });

  it('counts only tokens with a letter or digit as words', () => {
    const prose = parseProse('Wait — what?\n\n- \n\n#\n\n***');
    expect(prose.wordCount).toBe(2);
    expect(prose.blocks).toHaveLength(1);
  });
});
