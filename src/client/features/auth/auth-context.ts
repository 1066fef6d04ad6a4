import { createContext } from 'react';
import type { User } from '@shared/contract/auth';
import type { SecondStepNeeded, SignedIn } from './api/sign-in';

export type AuthContextValue = {
  user: User | null;
  /** True while the start-up session check of spec §4 runs. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /**
   * Resolves to the user (and whether a scheduled deletion was cancelled), or to the challenge of
   * the two-factor step; rejects with the server's message, else "Login failed".
   */
  login: (email: string, password: string, remember: boolean) => Promise<SignedIn | SecondStepNeeded>;
  /** Keeps the user of a sign-in completed by its second step, as login does. */
  completeSignIn: (signedIn: SignedIn, remember: boolean) => void;
  /** Never rejects: the local session is cleared even when the server call fails. */
  logout: () => Promise<void>;
  /** For flows that obtain a user themselves, such as the master login. */
  setUser: (user: User | null) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
