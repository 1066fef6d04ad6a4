import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Editor } from '@tiptap/react';
import type { WritingFeedback } from './use-writing-feedback';

/** Pointer pauses this long on an underline before its card opens, so passing over text opens nothing. */
const HOVER_OPEN_MS = 150;
/** …and the card stays this long after the pointer leaves, long enough to reach it. */
const HOVER_CLOSE_MS = 300;

export const NEXT_FINDING_KEY = 'F8';

/**
 * How a writer reaches findings in the text: hovering or clicking an underline opens its card;
 * F8 and Shift+F8 select the next and previous finding and open its card, where Enter applies the
 * fix and Escape closes it. Returns what the card needs to stay open while the pointer is on it.
 */
export function useFeedbackInteractions(editor: Editor, feedback: WritingFeedback) {
  const latest = useRef(feedback);
  useLayoutEffect(() => {
    latest.current = feedback;
  });
  const openTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      if (latest.current.active && !latest.current.active.byKeyboard) latest.current.close();
    }, HOVER_CLOSE_MS);
  };

  useEffect(() => {
    // Listened for on the page and filtered to the text: the editor's view may mount after this runs.
    const inText = (target: EventTarget | null): target is Node => {
      if (editor.isDestroyed || !(target instanceof Node)) return false;
      try {
        return editor.view.dom.contains(target);
      } catch {
        return false;
      }
    };
    const findingOf = (target: EventTarget | null): number | null => {
      const element = inText(target) && target instanceof Element ? target.closest('[data-finding]') : null;
      return element ? Number(element.getAttribute('data-finding')) : null;
    };
    const onOver = (event: MouseEvent) => {
      const index = findingOf(event.target);
      if (openTimer.current) clearTimeout(openTimer.current);
      if (index === null) return;
      cancelClose();
      openTimer.current = setTimeout(() => {
        if (latest.current.active?.index !== index) latest.current.open(index, false);
      }, HOVER_OPEN_MS);
    };
    const onOut = (event: MouseEvent) => {
      if (findingOf(event.target) === null) return;
      if (openTimer.current) clearTimeout(openTimer.current);
      scheduleClose();
    };
    const onClick = (event: MouseEvent) => {
      const index = findingOf(event.target);
      if (index !== null) latest.current.open(index, false);
    };
    // Capture, on the page: runs before the editor's own keys, so Enter on an open card applies instead of splitting the line.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!inText(event.target)) return;
      const current = latest.current;
      if (event.key === NEXT_FINDING_KEY && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        current.step(event.shiftKey ? -1 : 1);
        return;
      }
      if (!current.active) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        current.close();
      } else if (event.key === 'Enter' && current.active.byKeyboard && !event.shiftKey) {
        const finding = current.report?.findings[current.active.index];
        if (!finding || finding.fixes.length === 0) return;
        event.preventDefault();
        event.stopPropagation();
        current.apply(current.active.index);
      } else if (!['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) {
        // Typing goes on as usual and the card gets out of the way.
        current.close();
      }
    };
    document.addEventListener('mouseover', onOver);
    document.addEventListener('mouseout', onOut);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown, true);
      if (openTimer.current) clearTimeout(openTimer.current);
      cancelClose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handlers read the latest feedback through a ref
  }, [editor]);

  return { onCardPointerEnter: cancelClose, onCardPointerLeave: scheduleClose };
}
