import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { termsContent } from '@/features/marketing/content/terms';

export default function TermsPage() {
  return <MarketingPage content={termsContent} />;
}
