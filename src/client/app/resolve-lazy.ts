import type { ComponentType, LazyExoticComponent } from 'react';

/*
 * React.lazy's object: calling _init(_payload) starts the import and returns the component once
 * it is loaded, throwing the pending promise until then. It is React's internal shape (unchanged
 * since React 16.6), so anything that does not look like it is simply not preloaded.
 */
export interface LazyType {
  _payload: unknown;
  _init: (payload: unknown) => unknown;
}

export function isLazyType(type: unknown): type is LazyType {
  return typeof type === 'object' && type !== null && '_init' in type && typeof type._init === 'function' && '_payload' in type;
}

export async function resolveLazy(type: LazyType): Promise<void> {
  for (;;) {
    try {
      type._init(type._payload);
      return;
    } catch (thrown) {
      // Pending: wait for the chunk, then look again. A failed import rethrows its error here.
      if (!(thrown instanceof Promise)) throw thrown;
      await thrown;
    }
  }
}

/**
 * Starts loading a lazy component and makes it ready to render: once its code has arrived, React
 * renders it at once instead of suspending on it first. A suspended first render shows the
 * nearest fallback, and React then holds back the content that replaces a fallback until 300 ms
 * after it was shown (React 19's throttled reveal): ~220 ms of the editor's opening.
 */
export function preloadLazy(component: LazyExoticComponent<ComponentType>): void {
  if (isLazyType(component)) resolveLazy(component).catch(() => undefined);
}
