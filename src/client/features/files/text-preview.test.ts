import { describe, expect, it } from 'vitest';
import { textPreview } from './text-preview.js';

describe('textPreview', () => {
  it('keeps a short text whole', () => {
    expect(textPreview('  Quarterly plan \n')).toBe('Quarterly plan');
    expect(textPreview('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts after 100 characters and marks the cut', () => {
    expect(textPreview('x'.repeat(101))).toBe(`${'x'.repeat(100)}…`);
  });

  it('counts an emoji as one character', () => {
    expect(textPreview(`${'😀'.repeat(100)}tail`)).toBe(`${'😀'.repeat(100)}…`);
  });
});
