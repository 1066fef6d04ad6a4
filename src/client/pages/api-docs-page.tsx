import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { apiDocsContent } from '@/features/marketing/content/api-docs';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function ApiDocsPage() {
  return <MarketingPage content={apiDocsContent} />;
}
