import { storedTitle, type CreateDocumentBody } from '@shared/contract/documents';
import { DOCUMENT_TITLE_MAX_LENGTH, HTML_IMPORT_EXTENSIONS, IMPORT_EXTENSIONS, WORD_IMPORT_EXTENSIONS } from '@shared/limits';

/** How a file becomes a document's markdown: as it is, converted by the server (Word), or in the browser (HTML). */
export type ImportKind = 'text' | 'word' | 'html';

/** What the file picker offers. */
export const IMPORT_ACCEPT = [...IMPORT_EXTENSIONS, ...WORD_IMPORT_EXTENSIONS, ...HTML_IMPORT_EXTENSIONS].join(',');

/**
 * Spec §5: plain text by MIME type, or a name ending in .txt or .md; and (issue 14) Word (.docx)
 * and web pages (.html, .htm). null for anything else.
 */
export function importKindOf(file: Pick<File, 'name' | 'type'>): ImportKind | null {
  const name = file.name.toLowerCase();
  if (WORD_IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'word';
  if (HTML_IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension)) || file.type === 'text/html') return 'html';
  if (file.type === 'text/plain' || IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'text';
  return null;
}

export function isImportableFile(file: Pick<File, 'name' | 'type'>): boolean {
  return importKindOf(file) !== null;
}

/** The file name without its extension ("notes.md" → "notes"). */
export function titleFromFileName(fileName: string): string {
  return storedTitle(fileName.replace(/\.[^.]*$/, '')).slice(0, DOCUMENT_TITLE_MAX_LENGTH);
}

export function importBody(fileName: string, content: string): Omit<CreateDocumentBody, 'personalityId'> {
  return { title: titleFromFileName(fileName), content };
}
