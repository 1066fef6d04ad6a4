import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { blogContent } from '@/features/marketing/content/blog';
import { EmailSignupForm } from '@/features/public-forms/components/email-signup-form';

export default function BlogPage() {
  return (
    <MarketingPage
      content={blogContent}
      slots={{
        embeds: {
          'newsletter-signup': <EmailSignupForm list="newsletter" label="Email address" buttonLabel="Subscribe" />,
        },
      }}
    />
  );
}
