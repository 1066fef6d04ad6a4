import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '@shared/contract/documents';
import { SLUG_MAX_LENGTH } from '@shared/limits';
import { slugify } from './slugify';

describe('slugify', () => {
  it('turns a title into lowercase words joined by single hyphens', () => {
    expect(slugify('Spring Launch — Plan!')).toBe('spring-launch-plan');
    expect(slugify('  10 ways to brew   tea ')).toBe('10-ways-to-brew-tea');
    expect(slugify('Café crème & brûlée')).toBe('cafe-creme-brulee');
  });

  it('is empty for text without letters or digits', () => {
    expect(slugify('—!?')).toBe('');
    expect(slugify('日本語')).toBe('');
  });

  it('stays within the limit, cut between words, and always matches what the server accepts', () => {
    const long = slugify('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith('word')).toBe(true);
    for (const text of ['A', 'a-b', '--x--', 'x'.repeat(300), 'Ünïcödé Tïtle 2026', 'trailing-']) {
      const slug = slugify(text);
      expect(slug === '' || SLUG_PATTERN.test(slug), text).toBe(true);
    }
  });
});
