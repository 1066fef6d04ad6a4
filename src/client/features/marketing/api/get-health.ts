import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnownServiceStatus } from '../content/types.js';

/** The web app's live state: GET /api/health answers 200 {"status":"ok"} only while it serves. */
export type LiveHealth = Extract<KnownServiceStatus, 'operational' | 'outage'>;

/** 200 with {"status":"ok"} is operational; any other answer (503, a proxy's error page) is an outage. */
export function healthFromResponse(httpStatus: number, body: unknown): LiveHealth {
  const ok = httpStatus === 200 && typeof body === 'object' && body !== null && 'status' in body && body.status === 'ok';
  return ok ? 'operational' : 'outage';
}

export async function fetchHealth(signal?: AbortSignal): Promise<LiveHealth> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal });
    const body: unknown = await response.json().catch(() => null);
    return healthFromResponse(response.status, body);
  } catch (error) {
    // Leaving the page aborts the request: that is not an outage, so let the query see the abort.
    if (signal?.aborted) throw error;
    // The server could not be reached at all: from the visitor's side, the web app is down.
    return 'outage';
  }
}

const HEALTH_RECHECK_MS = 60_000;

/*
 * Unlike the app's other reads (spec §9: never stale, no refetching), a status page must be live:
 * it checks on every visit and again every minute while it stays open.
 */
export const healthQuery = queryOptions({
  queryKey: ['/api/health'],
  queryFn: ({ signal }) => fetchHealth(signal),
  staleTime: 0,
  refetchInterval: HEALTH_RECHECK_MS,
});

export function useHealth() {
  return useQuery(healthQuery);
}
