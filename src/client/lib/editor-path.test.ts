import { expect, it } from 'vitest';
import { editorDocumentId } from './editor-path.js';

it('reads the document id of /editor/{id} and nothing else', () => {
  expect(editorDocumentId('/editor/42')).toBe(42);
  expect(editorDocumentId('/editor/042')).toBe(42);
  for (const path of ['/editor', '/editor/', '/editor/0', '/editor/abc', '/editor/42/history', '/dashboard']) expect(editorDocumentId(path)).toBeNull();
});
