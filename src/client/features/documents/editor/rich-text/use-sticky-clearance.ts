import { useLayoutEffect, type RefObject } from 'react';

/**
 * Tells the editor how tall the sticky bars above its text are: the product header (marked
 * `data-product-header`) and the formatting toolbar stuck under it, measured again whenever either
 * changes height (the header wraps onto more rows on narrow screens). `field` holds the toolbar as
 * a direct child.
 */
export function useStickyClearance(field: RefObject<HTMLElement | null>, keepClearOfTop: (pixels: number) => void) {
  useLayoutEffect(() => {
    const bar = field.current?.querySelector<HTMLElement>(':scope > [role="toolbar"]');
    if (!bar) return;
    const header = document.querySelector<HTMLElement>('[data-product-header]');
    const measure = () => keepClearOfTop((header?.offsetHeight ?? 0) + bar.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    if (header) observer.observe(header);
    return () => observer.disconnect();
  }, [field, keepClearOfTop]);
}
