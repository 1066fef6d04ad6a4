import { useRef, type KeyboardEvent } from 'react';

/**
 * The ARIA toolbar pattern: one Tab stop for the whole toolbar, arrow keys (and Home/End) move
 * between its buttons.
 */
export function useRovingFocus() {
  const container = useRef<HTMLDivElement>(null);
  const current = useRef(0);

  const items = () =>
    Array.from(container.current?.querySelectorAll<HTMLElement>('[data-roving-item]:not(:disabled)') ?? []);

  const focusItem = (index: number) => {
    const all = items();
    if (all.length === 0) return;
    const next = (index + all.length) % all.length;
    all.forEach((item, position) => (item.tabIndex = position === next ? 0 : -1));
    current.current = next;
    all[next]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusItem(target);
  };

  /** tabIndex for the item at `index` at first render: only the first is a Tab stop. */
  const tabIndexFor = (index: number) => (index === current.current ? 0 : -1);

  return { container, onKeyDown, tabIndexFor };
}
