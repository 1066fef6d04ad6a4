import { describe, expect, it } from 'vitest';
import { importBody, importKindOf, isImportableFile, titleFromFileName } from './import-file.js';

describe('isImportableFile', () => {
  it('accepts plain text by MIME type and .txt or .md by name', () => {
    expect(isImportableFile({ name: 'notes', type: 'text/plain' })).toBe(true);
    expect(isImportableFile({ name: 'draft.md', type: '' })).toBe(true);
    expect(isImportableFile({ name: 'DRAFT.TXT', type: 'application/octet-stream' })).toBe(true);
  });

  it('accepts Word documents and web pages, each converted its own way', () => {
    expect(importKindOf({ name: 'Brief.DOCX', type: '' })).toBe('word');
    expect(importKindOf({ name: 'page.html', type: 'text/html' })).toBe('html');
    expect(importKindOf({ name: 'saved.htm', type: '' })).toBe('html');
    expect(importKindOf({ name: 'notes.md', type: 'text/markdown' })).toBe('text');
  });

  it('refuses anything else', () => {
    expect(isImportableFile({ name: 'report.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImportableFile({ name: 'old.doc', type: 'application/msword' })).toBe(false);
    expect(isImportableFile({ name: 'notes.md.pdf', type: 'application/pdf' })).toBe(false);
  });
});

describe('titleFromFileName', () => {
  it('drops the extension only', () => {
    expect(titleFromFileName('Launch plan.md')).toBe('Launch plan');
    expect(titleFromFileName('v1.2 notes.txt')).toBe('v1.2 notes');
    expect(titleFromFileName('README')).toBe('README');
  });

  it('falls back to the default title when nothing is left', () => {
    expect(titleFromFileName('.md')).toBe('Untitled Document');
  });
});

describe('importBody', () => {
  it('titles the document after the file and keeps its text as it is (the server counts the words)', () => {
    expect(importBody('a.md', '# Title\n\nSome  words here.')).toEqual({
      title: 'a',
      content: '# Title\n\nSome  words here.',
    });
  });
});
