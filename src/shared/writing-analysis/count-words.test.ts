import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.js';

describe('countWords', () => {
  it('counts whitespace-separated tokens, ignoring leading, trailing and repeated whitespace', () => {
    expect(countWords('  Hello   world \n')).toBe(2);
    expect(countWords('one')).toBe(1);
    expect(countWords('tabs\tand\nnew\r\nlines')).toBe(4);
  });

  it('is 0 for the empty text and for whitespace only', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n\t\r\n ')).toBe(0);
  });

  it('counts punctuation and markdown syntax as tokens, as the spec rule says', () => {
    expect(countWords('Wait — what?')).toBe(3);
    expect(countWords('# Title\n\n- item')).toBe(4);
  });

  it('treats Unicode spaces as separators and keeps non-Latin words whole', () => {
    expect(countWords('a\u00a0b\u2003c')).toBe(3);
    expect(countWords('café naïve 日本語')).toBe(3);
  });
});
