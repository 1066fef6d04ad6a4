import { APP_NAME } from '@/lib/app-name';
import { companyContact } from './company-contact';
import { LEGAL_LAST_UPDATED, legalHero } from './legal';
import type { MarketingPageContent } from './types';

export const termsContent: MarketingPageContent = {
  documentTitle: 'Terms of Service',
  hero: legalHero('Terms of Service', `The agreement between you and ${APP_NAME} that governs your use of the platform.`),
  sections: [
    {
      kind: 'legal',
      id: 'terms-of-service',
      lastUpdated: LEGAL_LAST_UPDATED,
      sections: [
        {
          id: 'acceptance',
          heading: 'Acceptance of these terms',
          paragraphs: [
            `By creating an account or using ${APP_NAME}'s website, applications or API (the “Service”), you agree to these Terms of Service. If you use the Service for an organisation, you accept them on its behalf and confirm you have authority to do so.`,
          ],
        },
        {
          id: 'eligibility',
          heading: 'Eligibility and accounts',
          paragraphs: [
            'The Service is not for children under 13. You must be at least 13 years old, and old enough to form a binding contract where you live, to create an account.',
            'Keep your password confidential and tell us at once if you suspect unauthorised access. You are responsible for activity under your account.',
          ],
        },
        {
          id: 'plans-and-billing',
          heading: 'Plans, billing and price changes',
          paragraphs: [
            'Paid plans are billed in advance for each billing period and renew automatically until cancelled. You can cancel at any time; cancellation takes effect at the end of the current period.',
            'We may change plan prices. We will announce any price change at least 30 days before it applies to you, by email and in the Service, so you have time to change or cancel your plan.',
          ],
        },
        {
          id: 'free-trials',
          heading: 'Free trials',
          paragraphs: [
            'A free trial gives access to a paid plan for the period stated when you start it. Unless you choose a plan before the trial ends, your account moves to the free tier; you will not be charged without choosing a paid plan.',
          ],
        },
        {
          id: 'acceptable-use',
          heading: 'Acceptable use',
          paragraphs: ['You agree not to use the Service to:'],
          list: [
            'break any law or infringe anyone’s intellectual property, privacy or other rights;',
            'create spam, malware, deceptive content or content that harasses or endangers others;',
            'probe, overload or disrupt the Service, or exceed the API rate limits of your plan;',
            'resell or share access to the Service except as your plan allows.',
          ],
        },
        {
          id: 'your-content',
          heading: 'Your content',
          paragraphs: [
            'You own the content you put into the Service and the content it generates for you. You give us a limited licence to host, process and display it only to provide the Service to you.',
            'You are responsible for reviewing generated content before you publish it. AI suggestions can be inaccurate, and they are not legal, medical or financial advice.',
          ],
        },
        {
          id: 'our-property',
          heading: 'Our intellectual property',
          paragraphs: [
            `The Service, including its software, design and the ${APP_NAME} name, belongs to us and our licensors. These terms give you no rights to them beyond using the Service as permitted.`,
          ],
        },
        {
          id: 'termination',
          heading: 'Suspension and termination',
          paragraphs: [
            'You may close your account at any time. We may suspend or close accounts that seriously or repeatedly break these terms, after notice where practical. On closure you may export your content for 30 days.',
          ],
        },
        {
          id: 'disclaimers',
          heading: 'Disclaimers',
          paragraphs: [
            'We work hard to keep the Service available and accurate, but apart from commitments in a signed agreement (such as an Enterprise SLA), the Service is provided “as is”, without warranties of any kind to the extent the law allows.',
          ],
        },
        {
          id: 'limitation-of-liability',
          heading: 'Limitation of liability',
          paragraphs: [
            'To the extent the law allows, we are not liable for indirect, incidental or consequential losses, or for lost profits, revenue or data.',
            'Our total liability for any claim relating to the Service is limited to the fees you paid us in the 12 months before the event giving rise to the claim.',
          ],
        },
        {
          id: 'governing-law',
          heading: 'Governing law',
          paragraphs: [
            'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules, and disputes will be heard in the courts of San Francisco County, unless the law where you live gives you the right to bring a claim there.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to these terms',
          paragraphs: [
            'We may update these terms. We will post the new version here with its date and, for material changes, tell you at least 30 days before they take effect. Continuing to use the Service after that means you accept them.',
          ],
        },
        {
          id: 'contact',
          heading: 'Contact us',
          paragraphs: [`Questions about these terms: email ${companyContact.legalEmail} or write to us at ${companyContact.address}.`],
        },
      ],
    },
  ],
};
