import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for a link's target (#section) to appear while its page's chunk loads. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * A declarative router does not manage scrolling: without this, a link followed from the bottom of
 * one page opens the next one scrolled down, and /community#events lands at the top of the page.
 * Back and forward (POP) are left to the browser, which restores the earlier position.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + HASH_TARGET_WAIT_MS;
    let frame = 0;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollToTarget);
    };
    scrollToTarget();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, navigationType]);
}
