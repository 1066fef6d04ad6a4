import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { mobileContent } from '@/features/marketing/content/mobile';

export function MobilePage() {
  return <MarketingPage content={mobileContent} />;
}
