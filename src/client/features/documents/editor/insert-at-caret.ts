/** Punctuation that attaches to the word before it, so no space goes in front of it. */
const CLOSING = /^[.,!?;:%)\]}…'’"”]/;

export type Insertion = { content: string; caret: number };

/**
 * Puts dictated (or otherwise inserted) text in place of the selection, with a single space
 * separating it from the words on either side, and returns where the caret goes after it.
 */
export function insertAtCaret(content: string, selectionStart: number, selectionEnd: number, text: string): Insertion {
  const start = clamp(Math.min(selectionStart, selectionEnd), content.length);
  const end = clamp(Math.max(selectionStart, selectionEnd), content.length);
  const piece = text.trim();
  if (piece === '') return { content, caret: end };
  const before = content.slice(0, start);
  const after = content.slice(end);
  const lead = before !== '' && !/\s$/.test(before) && !CLOSING.test(piece) ? ' ' : '';
  const trail = after !== '' && !/^\s/.test(after) && !CLOSING.test(after) ? ' ' : '';
  const inserted = lead + piece;
  return { content: before + inserted + trail + after, caret: before.length + inserted.length };
}

function clamp(position: number, length: number): number {
  return Math.max(0, Math.min(Number.isFinite(position) ? position : length, length));
}
