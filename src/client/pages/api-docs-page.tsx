import { useMemo } from 'react';
import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { apiDocsContent } from '@/features/marketing/content/api-docs';
import { useInstanceOrigin } from '@/features/marketing/lib/use-instance-origin';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function ApiDocsPage() {
  // The example request names this instance, so it works as pasted.
  const origin = useInstanceOrigin();
  const content = useMemo(() => apiDocsContent(origin), [origin]);
  return <MarketingPage content={content} />;
}
