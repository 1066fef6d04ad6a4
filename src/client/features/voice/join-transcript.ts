/**
 * Appends a recognised segment to the text so far with one space between them. Recognizers
 * differ: Chrome starts later segments with a space, Safari and a restarted session do not.
 */
export function joinTranscript(text: string, segment: string): string {
  const piece = segment.trim();
  if (piece === '') return text;
  if (text === '') return piece;
  return /\s$/.test(text) ? text + piece : `${text} ${piece}`;
}
