import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contract/auth';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { forgetSharedCopies } from '@/lib/device-copies';
import { onSessionRejected } from '@/lib/session-rejected';
import { signIn, type SecondStepNeeded, type SignedIn } from './api/sign-in';
import { signOut } from './api/sign-out';
import { verifySessionQuery } from './api/verify-session';
import { AuthContext, type AuthContextValue } from './auth-context';
import { clearStoredUser, isRememberMeSet, storeRememberedUser } from './auth-storage';
import { rememberedUser } from './session-check';

const noSubscription = () => () => undefined;
const signedOut = () => null;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  /*
   * Storage as an external store: hydrating a pre-rendered page, React first uses the server's
   * value (signed out, as the server rendered it: ADR 0012), then re-renders with the remembered
   * user; a page rendered in the browser gets the remembered user at once.
   */
  const remembered = useSyncExternalStore(noSubscription, rememberedUser, signedOut);
  // undefined until something decides (a sign-in, a sign-out, the session check).
  const [decidedUser, setUser] = useState<User | null | undefined>(undefined);
  const [checking, setChecking] = useState(true);
  const user = decidedUser === undefined ? remembered : decidedUser;
  // A remembered user needs no check (and one who signs out is not waiting for one).
  const isLoading = user === null && remembered === null && checking;

  useEffect(() => {
    if (rememberedUser()) return;
    let cancelled = false;
    const verify = async () => {
      const keepUser = isRememberMeSet();
      // undefined: the check changes nothing about who is signed in.
      let outcome: User | null | undefined;
      try {
        const verified = await queryClient.fetchQuery(verifySessionQuery);
        if (cancelled) return;
        if (verified) {
          outcome = verified;
        } else if (!keepUser) {
          clearStoredUser();
          outcome = null;
        }
      } catch (error) {
        console.warn('Session check failed', error);
        if (!keepUser) outcome = null;
      }
      if (cancelled) return;
      /*
       * A transition: on a pre-rendered page that React is still adopting, an urgent update
       * would make it finish hydrating in one blocking task (ADR 0012). The answer can wait
       * a few milliseconds.
       */
      startTransition(() => {
        if (outcome !== undefined) setUser(outcome);
        setChecking(false);
      });
    };
    void verify();
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  // A 401 from any later call means the session we trusted (often a remembered one) is gone.
  useEffect(
    () =>
      onSessionRejected(() => {
        clearStoredUser();
        setUser(null);
      }),
    [],
  );

  // One account's cached data must never show to the next one on this device.
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current === userId) return;
    if (previousUserId.current !== null) queryClient.clear();
    previousUserId.current = userId;
  }, [userId, queryClient]);

  const completeSignIn = useCallback((signedIn: SignedIn, remember: boolean) => {
    setUser(signedIn.user);
    if (remember) storeRememberedUser(signedIn.user);
    else clearStoredUser();
  }, []);

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      let answer: SignedIn | SecondStepNeeded;
      try {
        answer = await signIn({ email, password, remember });
      } catch (error) {
        throw new Error(getApiErrorMessage(error) ?? 'Login failed', { cause: error });
      }
      // Two-factor (ADR 0038): no session yet; the form asks for the code.
      if ('challenge' in answer) return answer;
      completeSignIn(answer, remember);
      return answer;
    },
    [completeSignIn],
  );

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Logout request failed; signing out locally anyway', error);
    }
    setUser(null);
    clearStoredUser();
    await forgetSharedCopies().catch((error: unknown) => console.warn('Could not forget the co-edited copies kept here', error));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticated: user !== null, login, completeSignIn, logout, setUser }),
    [user, isLoading, login, completeSignIn, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
