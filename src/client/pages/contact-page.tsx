import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { contactContent } from '@/features/marketing/content/contact';
import { readContactParams } from '@/features/marketing/lib/contact-params';
import { useHydrationSafeSearchParams } from '@/features/marketing/lib/use-hydration-safe-search-params';
import { ContactForm } from '@/features/public-forms/components/contact-form';

/** /contact?plan=…&topic=…: links from pricing, support and community preselect the form. */
export default function ContactPage() {
  const { defaultPlanInterest, defaultTopic } = readContactParams(useHydrationSafeSearchParams());
  return (
    <MarketingPage
      content={contactContent}
      slots={{
        embeds: {
          'contact-form': <ContactForm defaultPlanInterest={defaultPlanInterest} defaultTopic={defaultTopic} />,
        },
      }}
    />
  );
}
