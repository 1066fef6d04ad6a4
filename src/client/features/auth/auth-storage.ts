import type { User } from '@shared/contract/auth';
import { isUser } from './parse-user';

/** Spec §3/§4: the user object and the remember-me flag live under these localStorage keys. */
const USER_KEY = 'user';
const REMEMBER_ME_KEY = 'rememberMe';

// Storage can be disabled (privacy modes, blocked cookies); the session then simply isn't remembered.
function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    return;
  }
}

function removeItem(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    return;
  }
}

export function readStoredUser(): User | null {
  const raw = readItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function isRememberMeSet(): boolean {
  return readItem(REMEMBER_ME_KEY) === 'true';
}

export function storeUser(user: User): void {
  writeItem(USER_KEY, JSON.stringify(user));
}

export function storeRememberedUser(user: User): void {
  storeUser(user);
  writeItem(REMEMBER_ME_KEY, 'true');
}

export function clearStoredUser(): void {
  removeItem(USER_KEY);
  removeItem(REMEMBER_ME_KEY);
}
