import type { Editor } from '@tiptap/react';

/** Where one sentence ends: a full stop, question or exclamation mark, and a closing quote or bracket after it. */
const SENTENCE_END = /[.!?]+["'”’)\]]*(?=\s|$)/g;

/**
 * The sentence a range is in, within its paragraph: what "Fix with AI" gives the model, so that
 * it sees the words around a finding but rewrites no more than that sentence.
 */
export function sentenceAround(editor: Editor, range: { from: number; to: number }): { from: number; to: number } {
  const $from = editor.state.doc.resolve(range.from);
  if (!$from.parent.isTextblock) return range;
  const start = $from.start();
  const text = $from.parent.textBetween(0, $from.parent.content.size, undefined, '\uFFFC');
  const offset = range.from - start;
  const endOffset = range.to - start;
  let sentenceStart = 0;
  let sentenceEnd = text.length;
  for (const match of text.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after <= offset) sentenceStart = after;
    else if (after >= endOffset) {
      sentenceEnd = after;
      break;
    }
  }
  while (sentenceStart < offset && /\s/.test(text[sentenceStart] ?? '')) sentenceStart += 1;
  return { from: start + sentenceStart, to: start + Math.max(sentenceEnd, endOffset) };
}
