import { describe, expect, it } from 'vitest';
import { fileNameFor } from './file-name';

describe('fileNameFor', () => {
  it('keeps a plain title', () => {
    expect(fileNameFor('Launch plan: Q3', 'docx')).toBe('Launch plan Q3.docx');
  });

  it('drops path, reserved and control characters and leading dots', () => {
    expect(fileNameFor('../../etc/passwd', 'md')).toBe('etc passwd.md');
    expect(fileNameFor('a<b>c|d?e*f"g\u0007h', 'html')).toBe('a b c d e f g h.html');
  });

  it('names an empty title and shortens a long one', () => {
    expect(fileNameFor('   ', 'md')).toBe('Untitled Document.md');
    expect(fileNameFor('x'.repeat(300), 'md')).toBe(`${'x'.repeat(120)}.md`);
  });
});
