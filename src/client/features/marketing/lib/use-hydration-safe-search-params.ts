import { useSearchParams } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';

const EMPTY = new URLSearchParams();

/**
 * The address's query for rendering a pre-rendered page. The server renders each public page once,
 * without a query, so the browser's hydrating render must see none either (or React reports a
 * mismatch and throws the markup away); React then re-renders at once with the real query.
 * Renders that are not hydrating (client-side navigation) see the query straight away.
 */
export function useHydrationSafeSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  return useHydrated() ? searchParams : EMPTY;
}
