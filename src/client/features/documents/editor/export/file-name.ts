/** A file name from a document's title: no path or reserved characters, not empty, not too long. */
export function fileNameFor(title: string, extension: 'md' | 'html' | 'docx'): string {
  const base =
    title
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[.\s]+/, '')
      .slice(0, 120)
      .trim() || 'Untitled Document';
  return `${base}.${extension}`;
}
