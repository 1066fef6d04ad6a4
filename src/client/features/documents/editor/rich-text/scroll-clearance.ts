/** ProseMirror's sides: how far from each edge of the window. */
type Sides = { top: number; bottom: number; left: number; right: number };

export type ScrollClearance = {
  /** A caret nearer an edge than this counts as out of sight (ProseMirror's `scrollThreshold`). */
  scrollThreshold: Sides;
  /** Where a caret out of sight is scrolled to (ProseMirror's `scrollMargin`). */
  scrollMargin: Sides;
  /** Sets the height of what is sticky above the text (the header and the toolbar), in CSS pixels. */
  keepClearOfTop: (pixels: number) => void;
};

/** The header and toolbar on a laptop, one row each: the clearance until they are measured. */
export const DESKTOP_STICKY_TOP = 108;

/**
 * Where the editor keeps the caret when it scrolls it into view (a key, a jump to a finding or a
 * heading of the outline). At the top: clear of the sticky header and toolbar, whose height
 * depends on the width (108 px on a laptop, about 190 on a phone where the header takes three
 * rows); with a fixed margin, a heading picked in the outline on a phone was scrolled under them.
 * At the bottom: a few lines above the window's edge, so a writer at the end of a long document
 * sees the lines around the one they type. Typing on the bottom edge (ProseMirror's default: 5 px)
 * was also the slow case of the typing benchmark: in Chromium the keystrokes' frames there reached
 * the screen up to a second late (ADR 0020).
 *
 * ProseMirror reads these objects each time it scrolls, so they are changed in place when the
 * sticky height changes (a ResizeObserver), and cost nothing per keystroke.
 */
export function createScrollClearance(): ScrollClearance {
  const scrollThreshold: Sides = { top: 0, bottom: 120, left: 0, right: 0 };
  const scrollMargin: Sides = { top: 0, bottom: 160, left: 5, right: 5 };
  const keepClearOfTop = (pixels: number) => {
    // Less than a line below the sticky bars is out of sight; scrolled to about a line and a half below them.
    scrollThreshold.top = Math.max(0, pixels) + 12;
    scrollMargin.top = Math.max(0, pixels) + 22;
  };
  keepClearOfTop(DESKTOP_STICKY_TOP);
  return { scrollThreshold, scrollMargin, keepClearOfTop };
}
