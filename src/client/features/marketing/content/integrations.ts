import { APP_NAME } from '@/lib/app-name';
import type { IntegrationCategory, MarketingPageContent } from './types';

/*
 * Spec §3: each integration is Available or Coming Soon, and may be premium. Available means the
 * running product does it today (tests/e2e/public-site-a.test.ts holds the list to that).
 */
export const integrationCategories: IntegrationCategory[] = [
  {
    name: 'Content management',
    integrations: [
      {
        name: 'WordPress',
        description: 'Publish finished documents as drafts or posts, with SEO fields filled in.',
        features: ['One-click publishing', 'SEO metadata', 'Categories and tags'],
        status: 'Coming Soon',
        premium: false,
      },
      {
        name: 'Webflow',
        description: 'Send articles straight into your CMS collections.',
        features: ['Collection mapping', 'Rich text', 'Scheduled publishing'],
        status: 'Coming Soon',
        premium: true,
      },
      {
        name: 'Contentful',
        description: 'Create and update entries from the editor for headless sites.',
        features: ['Entry sync', 'Localised fields', 'Content models'],
        status: 'Coming Soon',
        premium: true,
      },
    ],
  },
  {
    name: 'Documents and collaboration',
    integrations: [
      {
        name: 'Google Docs',
        description: 'Paste drafts from Docs with their headings, lists and links, and paste finished copy back formatted.',
        features: ['Paste with formatting', 'Copy as formatted text', 'Word export that Docs opens'],
        status: 'Available',
        premium: false,
      },
      {
        name: 'Microsoft Word',
        description: 'Import .docx drafts and download documents as .docx with real headings and lists.',
        features: ['Import', 'Export', 'Formatting kept'],
        status: 'Available',
        premium: false,
      },
      {
        name: 'Notion',
        description: 'Turn Notion pages into briefs and push finished copy back.',
        features: ['Page import', 'Database sync'],
        status: 'Coming Soon',
        premium: false,
      },
    ],
  },
  {
    name: 'Communication',
    integrations: [
      {
        name: 'Slack',
        description: 'Get review requests, comments and approvals in your channels.',
        features: ['Notifications', 'Approvals', 'Share previews'],
        status: 'Coming Soon',
        premium: false,
      },
      {
        name: 'Microsoft Teams',
        description: 'Keep editors and clients informed without leaving Teams.',
        features: ['Notifications', 'Approvals'],
        status: 'Coming Soon',
        premium: true,
      },
    ],
  },
  {
    name: 'Marketing and SEO',
    integrations: [
      {
        name: 'HubSpot',
        description: 'Write emails and landing pages in your brand voice and sync them to HubSpot.',
        features: ['Email drafts', 'Landing pages', 'Campaign tags'],
        status: 'Coming Soon',
        premium: true,
      },
      {
        name: 'Mailchimp',
        description: 'Draft newsletters and subject lines, then send them to a campaign.',
        features: ['Campaign drafts', 'Subject line testing'],
        status: 'Coming Soon',
        premium: false,
      },
      {
        name: 'Google Search Console',
        description: 'Use real search queries to guide SEO suggestions.',
        features: ['Query insights', 'Page performance'],
        status: 'Coming Soon',
        premium: true,
      },
    ],
  },
  {
    name: 'Automation',
    integrations: [
      {
        name: 'Zapier',
        description: `Connect ${APP_NAME} to thousands of apps with no code.`,
        features: ['Triggers', 'Actions', 'Multi-step workflows'],
        status: 'Coming Soon',
        premium: false,
      },
      {
        name: 'Make',
        description: 'Build visual automations around documents and approvals.',
        features: ['Scenarios', 'Webhooks'],
        status: 'Coming Soon',
        premium: false,
      },
    ],
  },
];

export const integrationsContent: MarketingPageContent = {
  documentTitle: 'Integrations',
  hero: {
    eyebrow: 'Integrations',
    title: 'Works with the tools you already use',
    description: `Bring drafts in from Word and Google Docs and take finished copy back out, formatted. Connections to your CMS, chat and marketing stack are on the way.`,
    actions: [
      { label: 'Explore the API', to: '/api-docs' },
      { label: 'Request an Integration', to: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'integrations',
      id: 'catalog',
      heading: 'Integrations by category',
      intro: 'Available integrations work today; Coming Soon ones are in development. Premium integrations come with the Family and Enterprise plans.',
      categories: integrationCategories,
    },
    {
      kind: 'call-to-action',
      id: 'build-your-own',
      heading: 'Need something else?',
      text: 'Build your own connection with our REST API, or tell us which tool you would like us to support next.',
      actions: [
        { label: 'Read the API Docs', to: '/api-docs' },
        { label: 'Contact Us', to: '/contact', variant: 'outline' },
      ],
    },
  ],
};
