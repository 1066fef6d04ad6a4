import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders a page and while React adopts that markup, true afterwards: what
 * depends on the browser (its recognizer, user agent, stored choices) waits for true, so the
 * first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
