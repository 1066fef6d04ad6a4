import type { User } from '@shared/contract/auth';
import { queryClient } from '@/lib/query-client';
import { verifySessionQuery } from './api/verify-session';
import { isRememberMeSet, readStoredUser } from './auth-storage';

/** A remembered user is restored from storage with no server call (spec §4), once, at start-up. */
let rememberedAtStart: User | null | undefined;
export function rememberedUser(): User | null {
  rememberedAtStart ??= isRememberMeSet() ? readStoredUser() : null;
  return rememberedAtStart;
}

/**
 * Whether someone is signed in, asked as soon as the app's code runs rather than once React has
 * rendered it and the auth provider's effect runs (measured: the question left ~150 ms later, and
 * an opened document's request waited for its answer). The provider reads the same query, so
 * there is still one request; a remembered user needs none.
 */
export function startSessionCheck(): Promise<boolean> {
  if (rememberedUser()) return Promise.resolve(true);
  return queryClient.fetchQuery(verifySessionQuery).then(
    (user) => user !== null,
    () => false,
  );
}
