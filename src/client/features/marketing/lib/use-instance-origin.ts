import { useSyncExternalStore } from 'react';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '@shared/prerender';

const subscribeToNothing = () => () => {};

/**
 * The origin the server wrote into a pre-rendered page (PUBLIC_URL): its canonical link names it.
 * A page rendered in the browser has no server snapshot to match, so this is only read while
 * hydrating; on the server it is the placeholder the server replaces (ADR 0012).
 */
function servedOrigin(): string {
  if (typeof document === 'undefined') return PUBLIC_ORIGIN_PLACEHOLDER;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/**
 * This instance's address, for examples a visitor pastes (the /api-docs request): PUBLIC_URL in
 * the pre-rendered page, then the address the browser is actually at, which is the one that
 * answered it.
 */
export function useInstanceOrigin(): string {
  return useSyncExternalStore(subscribeToNothing, () => window.location.origin, servedOrigin);
}
