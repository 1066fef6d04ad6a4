const DEFAULT_TARGET = '/dashboard';

export type RedirectState = { from: string };

/**
 * Where to go after signing in: the product screen the visitor asked for (kept in router state by
 * the guard), else the dashboard. Only same-site paths are accepted.
 */
export function getRedirectTarget(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return DEFAULT_TARGET;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return DEFAULT_TARGET;
  return from;
}
