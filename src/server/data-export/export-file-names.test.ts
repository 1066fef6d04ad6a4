import { describe, expect, it } from 'vitest';
import { documentEntryName, fileEntryName } from './export-file-names.js';

describe('export entry names', () => {
  it('keeps a readable title and leads with the id, so equal titles stay apart', () => {
    expect(documentEntryName({ id: 12, title: 'Launch plan: Q3 (draft)' })).toBe('documents/12-Launch-plan-Q3-draft.md');
    expect(documentEntryName({ id: 13, title: 'Launch plan: Q3 (draft)' })).toBe('documents/13-Launch-plan-Q3-draft.md');
  });

  it('never lets a name climb out of its folder or hide', () => {
    expect(documentEntryName({ id: 1, title: '../../etc/passwd' })).toBe('documents/1-etc-passwd.md');
    expect(fileEntryName({ id: 2, originalName: '..\\..\\boot.ini' })).toBe('files/2-boot.ini');
    expect(fileEntryName({ id: 3, originalName: '.env' })).toBe('files/3-env');
  });

  it('spells accents plainly and falls back when nothing is left', () => {
    expect(documentEntryName({ id: 4, title: 'Café résumé' })).toBe('documents/4-Cafe-resume.md');
    expect(documentEntryName({ id: 5, title: '日本語' })).toBe('documents/5-untitled.md');
    expect(fileEntryName({ id: 6, originalName: '   ' })).toBe('files/6-file');
  });

  it('shortens long titles', () => {
    const name = documentEntryName({ id: 7, title: 'word '.repeat(100) });
    expect(name.length).toBeLessThanOrEqual('documents/7-'.length + 80 + '.md'.length);
    expect(name).toMatch(/^documents\/7-word-word.*word\.md$/);
  });
});
