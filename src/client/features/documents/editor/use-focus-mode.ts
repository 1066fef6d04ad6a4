import { useEffect, useState } from 'react';

/**
 * Focus mode: only the title and the text, the product header and side panels out of the way.
 * Marked on the root element (the header lives outside the editor); Escape leaves it.
 */
export function useFocusMode() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset.focusMode = '';
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) {
        setOn(false);
      }
    };
    window.addEventListener('keydown', leave);
    return () => {
      delete root.dataset.focusMode;
      window.removeEventListener('keydown', leave);
    };
  }, [on]);
  return [on, setOn] as const;
}
