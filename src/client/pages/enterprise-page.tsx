import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { enterpriseContent } from '@/features/marketing/content/enterprise';

export function EnterprisePage() {
  return <MarketingPage content={enterpriseContent} />;
}
