import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/contract/auth';
import { verifySessionQuery } from './api/verify-session';
import { isRememberMeSet, storeUser } from './auth-storage';
import { useAuth } from './use-auth';

/**
 * Takes the server's new copy of the signed-in user (a saved profile) everywhere the client keeps
 * it: the auth context the header reads, the session check's cache, and the remembered copy that
 * a remembered user starts from without asking the server (spec §4).
 */
export function useSaveSignedInUser(): (user: User) => void {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      setUser(user);
      queryClient.setQueryData(verifySessionQuery.queryKey, user);
      if (isRememberMeSet()) storeUser(user);
    },
    [setUser, queryClient],
  );
}
