import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noSubscription = () => () => undefined;
const EMPTY = new URLSearchParams();

/**
 * The address's query for rendering a pre-rendered page. The server renders each public page once,
 * without a query, so the browser's hydrating render must see none either (or React reports a
 * mismatch and throws the markup away); React then re-renders at once with the real query.
 * Renders that are not hydrating (client-side navigation) see the query straight away.
 */
export function useHydrationSafeSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? searchParams : EMPTY;
}
