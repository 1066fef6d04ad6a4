import { APP_NAME } from '@/lib/app-name';
import { companyContact } from './company-contact';
import { LEGAL_LAST_UPDATED, legalHero } from './legal';
import type { MarketingPageContent } from './types';

export const privacyContent: MarketingPageContent = {
  documentTitle: 'Privacy Policy',
  hero: legalHero(
    'Privacy Policy',
    `What ${APP_NAME} collects, why we collect it, how we protect it and the choices you have.`,
  ),
  sections: [
    {
      kind: 'legal',
      id: 'privacy-policy',
      lastUpdated: LEGAL_LAST_UPDATED,
      sections: [
        {
          id: 'introduction',
          heading: 'Introduction',
          paragraphs: [
            `This Privacy Policy explains how ${APP_NAME} (“we”, “us”) handles personal information when you visit our website, create an account or use our writing platform, mobile experience and API (together, the “Service”).`,
            'We collect only what we need to run the Service well, we never sell your personal information, and we never use your content to serve other customers.',
          ],
        },
        {
          id: 'information-we-collect',
          heading: 'Information we collect',
          paragraphs: ['We collect information in three ways: what you give us, what the Service records as you use it, and what partners share with your permission.'],
          list: [
            'Account details: your name, email address, company (optional) and a securely hashed password.',
            'Your content: documents, brand profiles, client and project details, uploaded files and voice input you choose to transcribe.',
            'Billing details: plan, billing history and payment method, processed by our payment provider; we never store full card numbers.',
            'Usage information: pages visited, features used, device and browser type, and diagnostic logs that help us keep the Service reliable.',
            'Messages: what you send us through contact, support, event registration and job application forms.',
          ],
        },
        {
          id: 'how-we-use-information',
          heading: 'How we use information',
          paragraphs: ['We use personal information to:'],
          list: [
            'provide, secure and maintain the Service, including writing suggestions, SEO and readability analysis;',
            'process payments and manage your subscription;',
            'answer your questions and provide support;',
            'send service announcements and, where you have asked for them, newsletters you can unsubscribe from at any time;',
            'improve the Service using aggregated, de-identified usage information.',
          ],
        },
        {
          id: 'your-content-and-ai',
          heading: 'Your content and AI processing',
          paragraphs: [
            'Your documents, brand voice samples and files are processed only to provide the Service to you. Brand voice profiles are private to your workspace.',
            'We do not use your content to train models. When you use an AI feature, the text of that request is sent to the AI model your workspace owner connected in Settings → AI, or else the one this server is set up with: it may run on your own machine (such as Ollama) or at a provider such as OpenAI, whose own terms then apply to that request. We keep no copy of what is sent or answered, only a record of who asked, when, for which action and model, with token counts and duration.',
          ],
        },
        {
          id: 'sharing',
          heading: 'How we share information',
          paragraphs: ['We share personal information only:'],
          list: [
            'with service providers who host, process payments, send email or provide AI processing for us, under written contracts;',
            'with members of your workspace, as you direct;',
            'when required by law, or to protect the rights, safety and security of our users and the Service;',
            'in connection with a merger or acquisition, in which case we will tell you before your information becomes subject to a different policy.',
          ],
        },
        {
          id: 'retention',
          heading: 'Data retention',
          paragraphs: [
            'We keep your account information and content for as long as your account is active. When you delete content or close your account, we delete it from our active systems within 30 days and from backups within 90 days, unless the law requires us to keep it longer.',
          ],
        },
        {
          id: 'security',
          heading: 'Security',
          paragraphs: [
            'We protect information with encryption in transit and at rest, hashed passwords, access controls and regular security reviews. No system is perfectly secure; if a breach ever affects your information, we will tell you promptly.',
          ],
        },
        {
          id: 'your-rights',
          heading: 'Your rights and choices',
          paragraphs: ['Depending on where you live, you may have the right to:'],
          list: [
            'access the personal information we hold about you and receive a copy;',
            'correct inaccurate information or delete your information;',
            'object to or restrict certain processing, and withdraw consent at any time;',
            'choose which optional cookies we may use, from the Cookie Policy page.',
          ],
        },
        {
          id: 'children',
          heading: 'Children’s privacy',
          paragraphs: [
            'The Service is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
          ],
        },
        {
          id: 'international-transfers',
          heading: 'International transfers',
          paragraphs: [
            'We may process information in countries other than your own. Where we do, we use recognised safeguards, such as standard contractual clauses, to protect it.',
          ],
        },
        {
          id: 'changes',
          heading: 'Changes to this policy',
          paragraphs: [
            'We may update this policy as the Service changes. We will post the new version here with its date and, for significant changes, tell you by email or in the Service before they take effect.',
          ],
        },
        {
          id: 'contact',
          heading: 'Contact us',
          paragraphs: [
            `Questions or requests about privacy: email ${companyContact.privacyEmail} or write to us at ${companyContact.address}.`,
          ],
        },
      ],
    },
  ],
};
