import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { supportContent } from '@/features/marketing/content/support';

export default function SupportPage() {
  return <MarketingPage content={supportContent} />;
}
