import { startTransition, useEffect, useState } from 'react';

// A hidden tab paints no frames; past this it shows the rest anyway.
const LONGEST_WAIT_MS = 200;

/**
 * False until the frame that first shows a component has been painted, then true: for the parts
 * of a screen that can arrive a moment after its main content, so the content is on screen without
 * waiting for them (measured: the editor's side column held a 20,000-word document's first paint
 * back by 40–80 ms). They are then rendered at low priority, so a key pressed meanwhile goes first.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let afterFrame: number | undefined;
    const show = () => startTransition(() => setPainted(true));
    // A task queued from inside a frame's callback runs once that frame is painted.
    const frame = requestAnimationFrame(() => {
      afterFrame = window.setTimeout(show, 0);
    });
    const longest = window.setTimeout(show, LONGEST_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(longest);
    };
  }, []);
  return painted;
}
