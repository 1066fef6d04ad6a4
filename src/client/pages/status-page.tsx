import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { statusContent } from '@/features/marketing/content/status';
import { EmailSignupForm } from '@/features/public-forms/components/email-signup-form';

const embeds = {
  'status-subscribe': (
    <EmailSignupForm list="status" label="Email address for status updates" buttonLabel="Subscribe to Updates" />
  ),
};

// A default export keeps the lazy import in the landing entry short (see app/lazy-pages.ts).
export default function StatusPage() {
  return <MarketingPage content={statusContent} slots={{ embeds }} />;
}
