import { useMemo } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { pricingContent } from '@/features/marketing/content/pricing';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Signed in, as far as this page may show it. The server pre-renders the page signed out, so the
 * render that hydrates it must be signed out too; right after, a signed-in user's links update.
 */
function useSignedInAfterHydration(): boolean {
  const { isAuthenticated } = useAuth();
  const hydrated = useHydrated();
  return hydrated && isAuthenticated;
}

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function PricingPage() {
  const signedIn = useSignedInAfterHydration();
  const content = useMemo(() => pricingContent(signedIn), [signedIn]);
  return <MarketingPage content={content} />;
}
