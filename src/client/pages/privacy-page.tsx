import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { privacyContent } from '@/features/marketing/content/privacy';

export default function PrivacyPage() {
  return <MarketingPage content={privacyContent} />;
}
