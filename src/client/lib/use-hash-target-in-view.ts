import { useEffect } from 'react';

/** How long the page may take to settle (its sections fetch their data and grow). */
const SETTLE_MS = 4000;

/**
 * Opening a long page at a section (/settings#team, a mailed link): the browser scrolls before a
 * client-rendered page has the section, and useScrollOnNavigate scrolls once, before the sections
 * above it have loaded and pushed it down. This brings the target to the top whenever the page
 * grows, and focuses it once (if it takes focus) so keyboard and screen-reader users start there,
 * until the page has settled or the person scrolls, clicks or types.
 */
export function useHashTargetInView(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id === '') return;
    let focused = false;
    const align = () => {
      const target = document.getElementById(id);
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      if (!focused && target.hasAttribute('tabindex')) {
        target.focus({ preventScroll: true });
        focused = true;
      }
    };
    const resizes = new ResizeObserver(align);
    resizes.observe(document.body);
    const interruptions = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    const stop = () => {
      resizes.disconnect();
      window.clearTimeout(timeout);
      for (const type of interruptions) window.removeEventListener(type, stop);
    };
    const timeout = window.setTimeout(stop, SETTLE_MS);
    for (const type of interruptions) window.addEventListener(type, stop, { passive: true });
    align();
    return stop;
  }, []);
}
