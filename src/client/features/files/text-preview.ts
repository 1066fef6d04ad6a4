/** Spec §2: a file shows the first 100 characters of its extracted text. */
export const TEXT_PREVIEW_CHARACTERS = 100;

/**
 * The first `limit` characters (whole code points, so no emoji is cut in half), with "…" when
 * there was more. Leading and trailing blank space is dropped first.
 */
export function textPreview(text: string, limit = TEXT_PREVIEW_CHARACTERS): string {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return characters.join('');
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
