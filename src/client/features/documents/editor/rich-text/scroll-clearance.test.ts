import { describe, expect, it } from 'vitest';
import { createScrollClearance, DESKTOP_STICKY_TOP } from './scroll-clearance.js';

describe('createScrollClearance', () => {
  it('keeps the caret a line clear of a laptop’s header and toolbar, and a few lines above the bottom', () => {
    const clearance = createScrollClearance();
    expect(clearance.scrollThreshold).toEqual({ top: DESKTOP_STICKY_TOP + 12, bottom: 120, left: 0, right: 0 });
    expect(clearance.scrollMargin).toEqual({ top: DESKTOP_STICKY_TOP + 22, bottom: 160, left: 5, right: 5 });
  });

  it('follows the sticky height in place, so the editor reads the new one at its next scroll', () => {
    const clearance = createScrollClearance();
    const { scrollThreshold, scrollMargin } = clearance;
    clearance.keepClearOfTop(193);
    expect(clearance.scrollThreshold).toBe(scrollThreshold);
    expect(clearance.scrollMargin).toBe(scrollMargin);
    expect(scrollThreshold.top).toBe(205);
    expect(scrollMargin.top).toBe(215);
    clearance.keepClearOfTop(-4);
    expect(scrollMargin.top).toBe(22);
  });
});
