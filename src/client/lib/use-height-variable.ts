import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps a CSS variable on the root element at an element's height, so something sticky below a
 * sticky header (the editor's toolbar) sits right under it whatever the header's wrapping.
 */
export function useHeightVariable(ref: RefObject<HTMLElement | null>, variable: `--${string}`) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(variable, `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [ref, variable]);
}
