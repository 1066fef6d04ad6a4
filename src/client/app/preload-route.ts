import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/*
 * React.lazy's object: calling _init(_payload) starts the import and returns the component once
 * it is loaded, throwing the pending promise until then. It is React's internal shape (unchanged
 * since React 16.6), so anything that does not look like it is simply not preloaded.
 */
interface LazyType {
  _payload: unknown;
  _init: (payload: unknown) => unknown;
}

function isLazyType(type: unknown): type is LazyType {
  return typeof type === 'object' && type !== null && '_init' in type && typeof type._init === 'function' && '_payload' in type;
}

function lazyTypesIn(node: ReactNode): LazyType[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isLazyType(node.type) ? [node.type] : [];
  return [...own, ...lazyTypesIn(node.props.children)];
}

async function resolveLazy(type: LazyType): Promise<void> {
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
 * Loads the lazy screens (and layouts) that `pathname` renders, so hydrating a pre-rendered page
 * finds every component ready: the whole page hydrates in one pass, and an update that arrives
 * meanwhile (the session check) never meets a half-hydrated screen. A chunk that fails to load
 * is left to the screen's own error boundary.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const elements = (matchRoutes(routes, pathname) ?? []).map((match) => match.route.element);
  await Promise.all(elements.flatMap(lazyTypesIn).map((type) => resolveLazy(type).catch(() => undefined)));
}
