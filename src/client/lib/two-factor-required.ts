import { TWO_FACTOR_REQUIRED_CODE } from '@shared/contract/two-factor-required';

type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Subscribe to "the workspace requires two-factor and this account has not set it up" (a 403 with
 * code two_factor_required, ADR 0038); returns the unsubscribe function.
 */
export function onTwoFactorRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reads a 403's body (a clone: the caller reads the original) and tells the listeners when it is that one. */
export async function reportIfTwoFactorRequired(response: Response): Promise<void> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return;
  }
  if (typeof body === 'object' && body !== null && 'code' in body && body.code === TWO_FACTOR_REQUIRED_CODE) {
    for (const listener of listeners) listener();
  }
}
