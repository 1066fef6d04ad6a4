import { parsePendingCheckout, type PendingCheckout } from './checkout-return';

/** This tab only: the payer comes back to the tab that left for the provider's page. */
const STORAGE_KEY = 'inkwise.pendingCheckout';

// sessionStorage can be unavailable (privacy modes); the return notice then names no provider.
export function rememberCheckout(pending: PendingCheckout): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    return;
  }
}

export function readPendingCheckout(): PendingCheckout | null {
  try {
    return parsePendingCheckout(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

export function forgetCheckout(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
}
