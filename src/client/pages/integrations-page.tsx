import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { integrationsContent } from '@/features/marketing/content/integrations';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function IntegrationsPage() {
  return <MarketingPage content={integrationsContent} />;
}
