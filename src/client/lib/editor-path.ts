/** The document id in /editor/{id}, or null for /editor and any other path. */
export function editorDocumentId(pathname: string): number | null {
  const match = /^\/editor\/(\d{1,15})$/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
