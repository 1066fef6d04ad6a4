import type { Editor } from '@tiptap/react';
import { findingRange } from './feedback-highlights';

export const CARD_WIDTH = 320;
const MARGIN = 8;
/** About the tallest a card gets; below this much room under the finding, the card goes above it. */
const CARD_HEIGHT = 220;

/** Where a finding's card goes: below the finding (above it when there is no room), inside the window. */
export function cardPosition(editor: Editor, index: number): { top: number; left: number } | null {
  const range = findingRange(editor.state, index);
  if (!range) return null;
  const start = editor.view.coordsAtPos(range.from);
  const left = Math.min(Math.max(MARGIN, start.left), window.innerWidth - CARD_WIDTH - MARGIN);
  const below = start.bottom + 6;
  return { top: below + CARD_HEIGHT > window.innerHeight ? Math.max(MARGIN, start.top - CARD_HEIGHT - 6) : below, left };
}
