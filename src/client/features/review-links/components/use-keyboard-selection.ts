import type { KeyboardEvent, RefObject } from 'react';

/** How far each key moves the selection's end (Selection.modify's granularities). */
const STEPS: Record<string, ['forward' | 'backward', 'character' | 'line' | 'lineboundary']> = {
  ArrowLeft: ['backward', 'character'],
  ArrowRight: ['forward', 'character'],
  ArrowUp: ['backward', 'line'],
  ArrowDown: ['forward', 'line'],
  Home: ['backward', 'lineboundary'],
  End: ['forward', 'lineboundary'],
};

/**
 * Selecting a passage of the reading view with the keyboard (issue 19, ADR 0047). The text is not
 * editable, so browsers give it no caret: once it has the focus, the arrows (with Ctrl or Alt: by
 * word), Home and End move a caret through it, and with Shift they extend the selection, which the
 * page then quotes as it does a mouse selection.
 */
export function useKeyboardSelection(container: RefObject<HTMLElement | null>) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const step = STEPS[event.key];
    const element = container.current;
    const selection = window.getSelection();
    if (!step || !element || !selection) return;
    if (selection.rangeCount === 0 || !selection.anchorNode || !element.contains(selection.anchorNode)) selection.collapse(element, 0);
    const [direction, granularity] = step;
    const byWord = (event.ctrlKey || event.altKey) && granularity === 'character';
    selection.modify(event.shiftKey ? 'extend' : 'move', direction, byWord ? 'word' : granularity);
    event.preventDefault();
  };
}
