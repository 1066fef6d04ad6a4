import { useCallback, useEffect, useRef, useState } from 'react';

function headerHeight(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--product-header-height')) || 0;
}

/**
 * Which of a page's sections (element ids, in page order) the reader is in, for an "On this page"
 * list: the last one whose top has passed a reading line 40% down the space under the sticky
 * header. An IntersectionObserver reports each section crossing that line (its band ends there),
 * so nothing runs on every scroll event. A short last section that never reaches the line is
 * current only when jumped to: `markCurrent`, called once the jump has scrolled, keeps its
 * section current until the page scrolls away from where the jump left it.
 */
export function useCurrentSection(ids: readonly string[]): { current: string | undefined; markCurrent: (id: string) => void } {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  // A jump's section and where it left the page: current until the page scrolls away from there.
  const jumped = useRef<{ id: string; scrollY: number } | null>(null);
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
        const jump = jumped.current;
        if (jump && Math.abs(window.scrollY - jump.scrollY) < 2) return;
        jumped.current = null;
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
    jumped.current = { id, scrollY: window.scrollY };
    setCurrent(id);
  }, []);

  return { current: current ?? ids[0], markCurrent };
}
