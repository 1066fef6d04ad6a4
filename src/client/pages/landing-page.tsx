import { LightMarketingPage } from '@/features/marketing/components/light-marketing-page';
import { landingContent } from '@/features/marketing/content/landing';

export function LandingPage() {
  return <LightMarketingPage content={landingContent} />;
}
