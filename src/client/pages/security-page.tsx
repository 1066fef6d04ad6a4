import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { securityContent } from '@/features/marketing/content/security';

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function SecurityPage() {
  return <MarketingPage content={securityContent} />;
}
