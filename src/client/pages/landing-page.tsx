import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { landingContent } from '@/features/marketing/content/landing';

export function LandingPage() {
  return <MarketingPage content={landingContent} />;
}
