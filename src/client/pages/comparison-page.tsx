import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { comparisonContent } from '@/features/marketing/content/comparison';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function ComparisonPage() {
  return <MarketingPage content={comparisonContent} />;
}
