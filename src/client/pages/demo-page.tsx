import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { demoContent } from '@/features/marketing/content/demo';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function DemoPage() {
  return <MarketingPage content={demoContent} />;
}
