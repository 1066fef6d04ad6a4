import { useEffect, useState, type RefObject } from 'react';
import { quoteOf } from '@shared/comment-quote';
import type { GuestPassage } from '@shared/contract/review-links';
import { GUEST_PASSAGE_CONTEXT_LENGTH, GUEST_PASSAGE_MAX_LENGTH } from '@shared/limits';

/** A passage the guest selected: how it reads, and where it is, for the server to anchor it (ADR 0047). */
export type SelectedPassage = { quote: string; place: GuestPassage | null };

/** The text of the container's text nodes from `from` to `to` (a DOM Range's text: nothing between blocks). */
function textBetween(container: HTMLElement, from: [Node, number] | null, to: [Node, number] | null): string {
  const range = container.ownerDocument.createRange();
  range.selectNodeContents(container);
  if (from) range.setStart(...from);
  if (to) range.setEnd(...to);
  return range.toString();
}

/**
 * The passage the guest selected inside `container`; null when none. Its place is counted in the
 * document's text as the contract defines it (the text nodes in order), which the reading view's
 * DOM holds exactly, one DOM text node per document text node.
 */
function selectedPassage(container: HTMLElement): SelectedPassage | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const quote = quoteOf(selection.toString());
  if (!quote) return null;
  const text = range.toString();
  if (text.length > GUEST_PASSAGE_MAX_LENGTH) return { quote, place: null };
  const before = textBetween(container, null, [range.startContainer, range.startOffset]);
  const after = textBetween(container, [range.endContainer, range.endOffset], null);
  return {
    quote,
    place: { start: before.length, text, before: before.slice(-GUEST_PASSAGE_CONTEXT_LENGTH), after: after.slice(0, GUEST_PASSAGE_CONTEXT_LENGTH) },
  };
}

/**
 * The passage a guest selected in the document, kept once they let go of it (clicking into the
 * comment box clears the page's selection, not this), until `clear` or a new selection.
 */
export function useSelectedPassage(container: RefObject<HTMLElement | null>) {
  const [passage, setPassage] = useState<SelectedPassage | null>(null);
  useEffect(() => {
    const onSelectionChange = () => {
      const element = container.current;
      if (!element) return;
      const selected = selectedPassage(element);
      if (selected) setPassage(selected);
    };
    document.addEventListener('selectionchange', onSelectionChange);
    return () => document.removeEventListener('selectionchange', onSelectionChange);
  }, [container]);
  return { passage, clear: () => setPassage(null) };
}
