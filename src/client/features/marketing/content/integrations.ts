import { APP_NAME } from '@/lib/app-name';
import type { IntegrationCategory, MarketingPageContent } from './types';

/* Spec §3: each integration is Available or Coming Soon, and may be premium. */
export const integrationCategories: IntegrationCategory[] = [
  {
    name: 'Content management',
    integrations: [
      {
        name: 'WordPress',
        description: 'Publish finished documents as drafts or posts, with SEO fields filled in.',
        features: ['One-click publishing', 'SEO metadata', 'Categories and tags'],
        status: 'Available',
        premium: false,
      },
      {
        name: 'Webflow',
        description: 'Send articles straight into your CMS collections.',
        features: ['Collection mapping', 'Rich text', 'Scheduled publishing'],
        status: 'Available',
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
        description: 'Import drafts from Docs and export polished copy back for review.',
        features: ['Import', 'Export', 'Comment sync'],
        status: 'Available',
        premium: false,
      },
      {
        name: 'Microsoft Word',
        description: 'Bring in .docx briefs and hand back formatted documents.',
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
        status: 'Available',
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
        status: 'Available',
        premium: true,
      },
      {
        name: 'Mailchimp',
        description: 'Draft newsletters and subject lines, then send them to a campaign.',
        features: ['Campaign drafts', 'Subject line testing'],
        status: 'Available',
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
        status: 'Available',
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
    description: `Connect ${APP_NAME} to your CMS, documents, chat and marketing stack, so content moves from draft to published without copy and paste.`,
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
