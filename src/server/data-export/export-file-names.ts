/**
 * Names of the entries in an export's zip, made from titles and upload names people typed: only
 * letters, digits, dots, dashes and underscores (no folders, no "..", nothing a zip tool or a file
 * system reads specially), short enough for every file system, and unique within the zip (the
 * record's id leads the name, so two "Untitled" documents do not overwrite each other).
 */
const NAME_MAX_LENGTH = 80;

export function safeEntryName(id: number, name: string, fallback: string, extension = ''): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/[-._]+$/g, '');
  return `${id}-${cleaned || fallback}${extension}`;
}

/** `documents/12-launch-plan.md` */
export function documentEntryName(document: { id: number; title: string }): string {
  return `documents/${safeEntryName(document.id, document.title, 'untitled', '.md')}`;
}

/** `files/7-brief.pdf`: the upload's own name, its extension kept. */
export function fileEntryName(file: { id: number; originalName: string }): string {
  return `files/${safeEntryName(file.id, file.originalName, 'file')}`;
}
