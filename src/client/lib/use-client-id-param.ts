import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_ID_PARAM, parseClientIdParam } from './client-id-param';

/**
 * The client a screen is filtered by, kept in its address (?clientId=), for the projects and files
 * screens. `clientIds` are the workspace's clients once loaded: a client that does not exist
 * (deleted, or another workspace's) is no filter, and the address stops naming it.
 */
export function useClientIdParam(clientIds: readonly number[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(CLIENT_ID_PARAM);
  const requested = parseClientIdParam(raw);
  const unknown = clientIds !== undefined && requested !== null && !clientIds.includes(requested);
  const clientId = unknown ? null : requested;

  const setClientId = useCallback(
    (next: number | null) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete(CLIENT_ID_PARAM);
          else params.set(CLIENT_ID_PARAM, String(next));
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const stale = raw !== null && (requested === null || unknown);
  useEffect(() => {
    if (stale) setClientId(null);
  }, [stale, setClientId]);

  return [clientId, setClientId] as const;
}
