import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_MAX_BYTES } from '@shared/limits';
import { wouldOverflow } from './oversized-input';

describe('a paste that would make the document too long', () => {
  it('is allowed up to the limit and refused past it, counted in UTF-8 bytes', () => {
    expect(wouldOverflow(0, 'a'.repeat(DOCUMENT_CONTENT_MAX_BYTES))).toBe(false);
    expect(wouldOverflow(1, 'a'.repeat(DOCUMENT_CONTENT_MAX_BYTES))).toBe(true);
    expect(wouldOverflow(0, 'é'.repeat(DOCUMENT_CONTENT_MAX_BYTES / 2))).toBe(false);
    expect(wouldOverflow(0, 'é'.repeat(DOCUMENT_CONTENT_MAX_BYTES / 2 + 1))).toBe(true);
  });

  it('counts what the document already holds', () => {
    expect(wouldOverflow(DOCUMENT_CONTENT_MAX_BYTES - 10, 'short')).toBe(false);
    expect(wouldOverflow(DOCUMENT_CONTENT_MAX_BYTES - 3, 'short')).toBe(true);
  });
});
