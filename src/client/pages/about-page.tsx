import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { aboutContent } from '@/features/marketing/content/about';

export default function AboutPage() {
  return <MarketingPage content={aboutContent} />;
}
