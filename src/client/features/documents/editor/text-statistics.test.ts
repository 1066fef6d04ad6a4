import { describe, expect, it } from 'vitest';
import { formatReadingTime, textStatistics } from './text-statistics';

describe('textStatistics', () => {
  it('counts words on the markdown and characters on the visible text', () => {
    const stats = textStatistics('# Hello **world**\n\nTwo more.', 'Hello world\nTwo more.');
    // The spec's count: whitespace-separated tokens of the stored text, so "#" counts.
    expect(stats.words).toBe(5);
    expect(stats.characters).toBe('Hello worldTwo more.'.length);
    expect(stats.readingMinutes).toBe(1);
  });

  it('reads an empty document as nothing to read', () => {
    expect(textStatistics('', '')).toEqual({ words: 0, characters: 0, readingMinutes: 0 });
  });

  it('counts an emoji as one character', () => {
    expect(textStatistics('hi 👋', 'hi 👋').characters).toBe(4);
  });

  it('takes about four minutes for a thousand words', () => {
    const markdown = Array.from({ length: 1000 }, () => 'word').join(' ');
    expect(textStatistics(markdown, markdown).readingMinutes).toBe(4);
  });
});

describe('formatReadingTime', () => {
  it('says minutes, then hours and minutes', () => {
    expect(formatReadingTime(0)).toBe('No reading time');
    expect(formatReadingTime(3)).toBe('3 min read');
    expect(formatReadingTime(60)).toBe('1 h read');
    expect(formatReadingTime(75)).toBe('1 h 15 min read');
  });
});
