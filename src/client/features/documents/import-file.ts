import { storedTitle, type CreateDocumentBody } from '@shared/contract/documents';
import { DOCUMENT_TITLE_MAX_LENGTH, IMPORT_EXTENSIONS } from '@shared/limits';

/** Spec §5: plain text by MIME type, or a name ending in .txt or .md. */
export function isImportableFile(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  return file.type === 'text/plain' || IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The file name without its extension ("notes.md" → "notes"). */
export function titleFromFileName(fileName: string): string {
  return storedTitle(fileName.replace(/\.[^.]*$/, '')).slice(0, DOCUMENT_TITLE_MAX_LENGTH);
}

export function importBody(fileName: string, content: string): Omit<CreateDocumentBody, 'personalityId'> {
  return { title: titleFromFileName(fileName), content };
}
