import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { isLazyType, resolveLazy, type LazyType } from './resolve-lazy';

function lazyTypesIn(node: ReactNode): LazyType[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isLazyType(node.type) ? [node.type] : [];
  return [...own, ...lazyTypesIn(node.props.children)];
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
