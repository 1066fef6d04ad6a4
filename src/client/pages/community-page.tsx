import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { communityContent } from '@/features/marketing/content/community';
import { EventRegistrationDialog } from '@/features/public-forms/components/event-registration-dialog';

export default function CommunityPage() {
  return (
    <MarketingPage
      content={communityContent}
      slots={{ renderEventRegistration: (event) => <EventRegistrationDialog event={event} /> }}
    />
  );
}
