import { MarketingPage } from '@/features/marketing/components/marketing-page';
import { cookiesContent } from '@/features/marketing/content/cookies';
import { CookiePreferencesDialog } from '@/features/public-forms/components/cookie-preferences-dialog';

export default function CookiesPage() {
  return (
    <MarketingPage
      content={cookiesContent}
      slots={{ embeds: { 'cookie-preferences': <CookiePreferencesDialog triggerLabel="Manage Cookie Preferences" /> } }}
    />
  );
}
