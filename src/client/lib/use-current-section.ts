import { useCallback, useEffect, useRef, useState } from 'react';

/** After a jump, the section jumped to stays current while the observer reports the scroll it caused. */
const JUMP_SETTLE_MS = 600;

function headerHeight(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--product-header-height')) || 0;
}

/**
 * Which of a page's sections (element ids, in page order) the reader is in, for an "On this page"
 * list: the last one whose top has passed a reading line 40% down the space under the sticky
 * header. An IntersectionObserver reports each section crossing that line (its band ends there),
 * so nothing runs on every scroll event. A short last section that never reaches the line is
 * current only when jumped to: `markCurrent` shows a jump's target at once, whatever the scroll
 * passes on its way.
 */
export function useCurrentSection(ids: readonly string[]): { current: string | undefined; markCurrent: (id: string) => void } {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const settledAt = useRef(0);
  // A string, so a new array with the same ids does not rebuild the observer.
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key === '' ? [] : key.split(' ');
    const sections = sectionIds.map((id) => document.getElementById(id)).filter((element) => element !== null);
    if (sections.length === 0) return;
    let observer: IntersectionObserver | undefined;
    // The band depends on the header's and the window's heights: built again when they change.
    const observe = () => {
      observer?.disconnect();
      const header = headerHeight();
      const update = () => {
        if (performance.now() < settledAt.current) return;
        const readingLine = header + (window.innerHeight - header) * 0.4;
        const passed = sections.filter((section) => section.getBoundingClientRect().top <= readingLine);
        setCurrent(passed.at(-1)?.id ?? sectionIds[0]);
      };
      observer = new IntersectionObserver(update, {
        rootMargin: `-${Math.round(header)}px 0px -${Math.round((window.innerHeight - header) * 0.6)}px 0px`,
      });
      for (const section of sections) observer.observe(section);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [key]);

  const markCurrent = useCallback((id: string) => {
    settledAt.current = performance.now() + JUMP_SETTLE_MS;
    setCurrent(id);
  }, []);

  return { current: current ?? ids[0], markCurrent };
}
