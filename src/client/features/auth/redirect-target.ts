const DEFAULT_TARGET = '/dashboard';

/** `email` prefills the sign-in and sign-up forms (an invitation's address, issue 18). */
export type RedirectState = { from: string; email?: string };

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

/** The address to prefill, when the screen that sent the visitor here knew it. */
export function getPrefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
