import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { featuresContent } from '@/features/marketing/content/features';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function FeaturesPage() {
  return <MarketingPage content={featuresContent} />;
}
