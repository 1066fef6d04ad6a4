import { useRef, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { insertAtCaret } from './insert-at-caret';

type Selection = { start: number; end: number };

/**
 * Inserting text (such as dictation) where the writer left the caret in a textarea, even after
 * focus moved to the button that started it. Before the writer has placed a caret, text goes at
 * the end.
 */
export function useCaretInsertion(setContent: (content: string) => void) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<Selection | null>(null);

  const rememberSelection = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    selection.current = { start: field.selectionStart, end: field.selectionEnd };
  };

  const insertText = (text: string) => {
    const field = fieldRef.current;
    if (!field) return;
    const content = field.value;
    const { start, end } = selection.current ?? { start: content.length, end: content.length };
    const result = insertAtCaret(content, start, end, text);
    if (result.content === content) return;
    // Committed at once, so text settling right after this lands after it, not at a stale caret.
    flushSync(() => setContent(result.content));
    selection.current = { start: result.caret, end: result.caret };
    field.setSelectionRange(result.caret, result.caret);
  };

  return { fieldRef, rememberSelection, insertText };
}
