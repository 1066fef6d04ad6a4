import { APP_NAME } from '@/lib/app-name';
import { companyContact } from './company-contact';
import { LEGAL_LAST_UPDATED, legalHero } from './legal';
import type { MarketingPageContent } from './types';

export const cookiesContent: MarketingPageContent = {
  documentTitle: 'Cookie Policy',
  hero: legalHero('Cookie Policy', `The cookies ${APP_NAME} uses, what each kind is for, and how to choose which ones we may set.`),
  sections: [
    {
      kind: 'legal',
      id: 'cookie-policy',
      lastUpdated: LEGAL_LAST_UPDATED,
      embed: 'cookie-preferences',
      embedNote: 'Choose which optional cookies we may set. You can change your choice at any time.',
      sections: [
        {
          id: 'what-are-cookies',
          heading: 'What cookies are',
          paragraphs: [
            'Cookies are small text files a website stores in your browser. They let a site remember you between pages and visits. Similar technologies, such as local storage, work the same way, and this policy covers them too.',
          ],
        },
        {
          id: 'cookies-we-use',
          heading: 'The cookies we use',
          paragraphs: ['We group cookies by purpose:'],
          list: [
            'Strictly necessary: keep you signed in, protect your session and remember your cookie choices. The Service cannot work without them, so they are always on.',
            'Preferences: remember settings such as your interface choices, so you do not have to set them again.',
            'Analytics: tell us, in aggregate, which pages and features are used, so we can improve them.',
            'Marketing: measure whether our campaigns reach the right people.',
          ],
        },
        {
          id: 'your-consent',
          heading: 'Your consent',
          paragraphs: [
            'We set strictly necessary cookies on every visit. We set preference, analytics and marketing cookies only if you allow them, and you can change your choice at any time with the Manage Cookie Preferences button on this page.',
          ],
        },
        {
          id: 'how-long',
          heading: 'How long cookies last',
          paragraphs: [
            'Session cookies are deleted when you close your browser. Persistent cookies last for a set time: your sign-in cookie lasts up to 30 days if you choose “Remember me”, and your cookie choices are kept for 12 months before we ask again.',
          ],
        },
        {
          id: 'third-parties',
          heading: 'Third-party cookies',
          paragraphs: [
            'We do not allow advertising networks to set cookies on our pages. Any provider that sets a cookie for us does so only for the purpose described here, under contract.',
          ],
        },
        {
          id: 'browser-controls',
          heading: 'Managing cookies in your browser',
          paragraphs: [
            'Most browsers let you see, block and delete cookies in their settings. Blocking strictly necessary cookies will stop you from signing in.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'If we add a new kind of cookie, we will update this page and ask for your consent again where it is needed.',
          ],
        },
        {
          id: 'contact',
          heading: 'Contact us',
          paragraphs: [`Questions about cookies: email ${companyContact.privacyEmail}.`],
        },
      ],
    },
  ],
};
