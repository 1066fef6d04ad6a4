import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent, ServiceStatusEntry } from './types';

/*
 * Spec §4: in the page's data the dashboard and web app are under maintenance and every other
 * service is operational. The web app's entry is `live`: the page shows GET /api/health's answer
 * in its place, and the header is worked out from what is shown rather than fixed.
 */
export const services: ServiceStatusEntry[] = [
  {
    name: 'Dashboard & Web App',
    status: 'maintenance',
    description: 'Sign-in, the dashboard, the editor and every screen of the web app.',
    uptime: '99.95%',
    lastIncident: 'October 14, 2026',
    live: true,
  },
  {
    name: 'AI Writing Engine',
    status: 'operational',
    description: 'Drafting, rewriting and generating with the AI model this site connects, or its built-in generators (headlines, meta descriptions, social posts, subject lines, summaries) when none is.',
    uptime: '99.98%',
    lastIncident: 'September 30, 2026',
    aiEngine: true,
  },
  {
    name: 'Content Analysis',
    status: 'operational',
    description: 'SEO, readability, sentiment and performance prediction.',
    uptime: '99.99%',
    lastIncident: 'No incidents in 90 days',
  },
  {
    name: 'Public API',
    status: 'operational',
    description: 'The REST API for analysis, rewriting and brand voices.',
    uptime: '99.97%',
    lastIncident: 'October 14, 2026',
  },
  {
    name: 'File Processing',
    status: 'operational',
    description: 'Uploads and text extraction from documents, spreadsheets and images.',
    uptime: '99.96%',
    lastIncident: 'August 22, 2026',
  },
  {
    name: 'Voice Input',
    status: 'operational',
    description: 'Speech-to-text in the editor and on mobile.',
    uptime: '99.99%',
    lastIncident: 'No incidents in 90 days',
  },
  {
    name: 'Integrations',
    status: 'operational',
    description: 'Publishing and sync with connected tools.',
    uptime: '99.94%',
    lastIncident: 'September 8, 2026',
  },
];

export const statusContent: MarketingPageContent = {
  documentTitle: 'System Status',
  hero: {
    eyebrow: 'System status',
    title: `${APP_NAME} status`,
    description: 'The live state of every service, and what happened in recent incidents. The web app is checked as you watch.',
    actions: [
      { label: 'Get Support', to: '/support' },
      { label: 'API Docs', to: '/api-docs', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'service-status',
      id: 'services',
      heading: 'Current status',
      services,
    },
    {
      kind: 'incidents',
      id: 'incidents',
      heading: 'Recent incidents',
      intro: 'Every incident of the last 90 days, newest first.',
      incidents: [
        {
          date: 'October 14, 2026',
          title: 'Slow page loads and API timeouts',
          resolution: 'Resolved',
          description:
            'A database failover took longer than planned, so some requests to the web app and the API timed out. Traffic moved to the standby and we have shortened the failover window.',
          duration: '38 minutes',
        },
        {
          date: 'September 30, 2026',
          title: 'Delayed content generation',
          resolution: 'Resolved',
          description:
            'A surge in demand queued generation requests for longer than usual. We added capacity and now scale the writing engine earlier.',
          duration: '1 hour 12 minutes',
        },
        {
          date: 'September 8, 2026',
          title: 'Publishing to connected CMSs paused',
          resolution: 'Resolved',
          description:
            'A partner changed an API without notice, so publishing to one CMS failed. We shipped a fix the same day and resent every queued post.',
          duration: '2 hours 5 minutes',
        },
      ],
    },
    {
      kind: 'embed',
      id: 'subscribe',
      heading: 'Get status updates',
      intro: 'We email you when an incident starts and when it is resolved. No other mail.',
      embed: 'status-subscribe',
    },
  ],
};
