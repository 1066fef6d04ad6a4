import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { careersContent } from '@/features/marketing/content/careers';
import { JobApplicationDialog } from '@/features/public-forms/components/job-application-dialog';

export default function CareersPage() {
  return (
    <MarketingPage
      content={careersContent}
      slots={{
        renderJobApplication: (position) => <JobApplicationDialog position={position} triggerLabel="Apply Now" />,
        embeds: { 'general-application': <JobApplicationDialog position={null} triggerLabel="Send General Application" /> },
      }}
    />
  );
}
