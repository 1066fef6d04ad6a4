import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { twoFactorStatusQuery } from '@/features/account/api/two-factor';
import { onTwoFactorRequired } from '@/lib/two-factor-required';

/**
 * A workspace that requires two-factor refuses every other call of a member without it (ADR 0038):
 * the first refusal sends them to Settings, which then shows only the set-up and why.
 */
export function TwoFactorRequiredRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onTwoFactorRequired(() => {
        void queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery.queryKey });
        if (pathname !== '/settings') void navigate('/settings#two-factor');
      }),
    [navigate, pathname, queryClient],
  );
  return null;
}
