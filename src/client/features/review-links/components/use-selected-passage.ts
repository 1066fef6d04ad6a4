import { useEffect, useState, type RefObject } from 'react';
import { COMMENT_QUOTE_MAX_LENGTH } from '@shared/limits';

/** The text the guest selected inside `container`, whitespace folded, cut to the quote's limit; null when none. */
function selectedText(container: HTMLElement): string | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || !selection.anchorNode || !selection.focusNode) return null;
  if (!container.contains(selection.anchorNode) || !container.contains(selection.focusNode)) return null;
  const text = selection.toString().replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > COMMENT_QUOTE_MAX_LENGTH ? `${text.slice(0, COMMENT_QUOTE_MAX_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * The passage a guest selected in the document, kept once they let go of it (clicking into the
 * comment box clears the page's selection, not this), until `clear` or a new selection.
 */
export function useSelectedPassage(container: RefObject<HTMLElement | null>) {
  const [passage, setPassage] = useState<string | null>(null);
  useEffect(() => {
    const onSelectionChange = () => {
      const element = container.current;
      if (!element) return;
      const text = selectedText(element);
      if (text) setPassage(text);
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [container]);
  return { passage, clear: () => setPassage(null) };
}
