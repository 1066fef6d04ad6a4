import { describe, expect, it } from 'vitest';
import { findMatches } from './find-matches';

describe('findMatches', () => {
  it('finds every occurrence, ignoring case, without overlaps', () => {
    expect(findMatches('Tea, tea and TEA.', 'tea').ranges).toEqual([
      [0, 3],
      [5, 8],
      [13, 16],
    ]);
    expect(findMatches('aaaa', 'aa').ranges).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });

  it('finds nothing for a blank query or a missing word', () => {
    expect(findMatches('Some text', '   ')).toEqual({ ranges: [], truncated: false });
    expect(findMatches('Some text', 'coffee')).toEqual({ ranges: [], truncated: false });
  });

  it('stops at the limit and says there were more', () => {
    const result = findMatches('a '.repeat(50), 'a', 10);
    expect(result.ranges).toHaveLength(10);
    expect(result.truncated).toBe(true);
    expect(findMatches('a '.repeat(10), 'a', 10).truncated).toBe(false);
  });

  it('marks the right places in text whose lowercase changes length', () => {
    const text = 'İstanbul tea and more tea';
    for (const [start, end] of findMatches(text, 'tea').ranges) expect(text.slice(start, end)).toBe('tea');
  });
});
