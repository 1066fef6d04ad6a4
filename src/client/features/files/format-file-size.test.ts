import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.js';

describe('formatFileSize', () => {
  it('counts bytes below 1 KB as they are', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('uses base 1024 with one decimal at most', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(2 * 1024 * 1024 * 1024)).toBe('2 GB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
  });

  it('moves up a unit when rounding reaches it', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('stops at GB', () => {
    expect(formatFileSize(1536 * 1024 ** 3)).toBe('1,536 GB');
  });

  it('reads nonsense as 0 B', () => {
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
  });
});
