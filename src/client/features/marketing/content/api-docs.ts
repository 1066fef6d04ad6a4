import { APP_NAME } from '@/lib/app-name';
import { API_RATE_LIMITS } from '@shared/contract/public-api/rate-limits';
import { PUBLIC_API_DOCS, publicEndpoints } from '@shared/contract/public-api/endpoints';
import type { SubscriptionTier } from '@shared/vocabulary';
import type { MarketingPageContent } from './types';

/*
 * Spec §7 documented the public API without calling it; issue 17 made it real, so the page reads
 * what the server uses: the endpoints from the shared list the server's tests hold to its routes,
 * the limits from the plan limits it enforces. Its example request names this instance (spec §7's
 * example host differed from the listed paths: the instance's address is that host now) and works
 * when pasted with a real key. The table's prices are the API docs page's reading of spec §9
 * ($29/$79/$299, against the pricing page's $250/$500/$1,500): both readings stand (ADR 0009).
 */
const exampleRequest = (origin: string) => `const response = await fetch('${origin}/api/v1/analyze', {
  method: 'POST',
  headers: {
    Authorization: 'Bearer YOUR_API_KEY',
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    text: 'Our autumn collection arrives this Friday, with free delivery all weekend.',
    // brand_id: 42, // one of your brands (GET /api/v1/brands lists them)
    analysis_type: 'seo',
  }),
});

const result = await response.json();
console.log(result.suggestions);`;

const planRows: Array<{ tier: SubscriptionTier; plan: string; price: string }> = [
  { tier: 'free', plan: 'Free Trial', price: '$0' },
  { tier: 'individual', plan: 'Individual', price: '$29/month' },
  { tier: 'family', plan: 'Family', price: '$79/month' },
  { tier: 'enterprise', plan: 'Enterprise', price: '$299/month' },
];

const requests = (count: number | undefined) => (count === undefined ? 'Unlimited' : count.toLocaleString('en-US'));

const rateLimitRows = planRows.map(({ tier, plan, price }) => {
  const limit = API_RATE_LIMITS[tier];
  return [plan, requests(limit?.perHour), requests(limit?.perMonth), price];
});

/** The page, its example naming `origin`: this instance's address. */
export const apiDocsContent = (origin: string): MarketingPageContent => ({
  documentTitle: 'API Documentation',
  hero: {
    eyebrow: 'Developers',
    title: `${APP_NAME} API`,
    description: 'Analyse and rewrite content in your brands’ voices from your own systems, with a simple REST API.',
    actions: [
      // Settings → API keys; a visitor signs in (or signs up) first and is brought back.
      { label: 'Get an API Key', to: '/settings#api-keys' },
      // Served by the server, not a screen of the app: a full page load.
      { label: 'API Reference', to: PUBLIC_API_DOCS.reference, variant: 'outline', reloadDocument: true },
      { label: 'API Status', to: '/status', variant: 'outline' },
    ],
    note: 'Average response time under 200 ms.',
  },
  sections: [
    {
      kind: 'steps',
      id: 'quick-start',
      heading: 'Quick start',
      intro: 'From zero to your first suggestions in three steps.',
      items: [
        {
          label: 'Step 1',
          title: 'Get your API key',
          description: 'Sign in and create a key in Settings → API keys, with the scopes it needs. Every plan includes API access, the free trial too.',
        },
        {
          label: 'Step 2',
          title: 'Authenticate',
          description: 'Send the key as a bearer token in the Authorization header of every request: Authorization: Bearer YOUR_API_KEY.',
        },
        {
          label: 'Step 3',
          title: 'Make a request',
          description: 'POST your text as JSON to an endpoint and read the suggestions in the answer.',
        },
      ],
    },
    {
      kind: 'code-sample',
      id: 'example-request',
      heading: 'Example request',
      intro: 'Analyse a sentence for SEO and print the suggestions.',
      label: 'JavaScript',
      code: exampleRequest(origin),
      note: 'Put your key in place of YOUR_API_KEY and run it with Node.js 18 or newer (as an .mjs file). Keep the key on your server: never ship it in browser code.',
    },
    {
      kind: 'endpoints',
      id: 'endpoints',
      heading: 'Endpoints',
      intro: 'Every request and answer is JSON; ids are numbers. The interactive reference has each answer’s fields, and the guide walks through them with curl and TypeScript.',
      endpoints: [...publicEndpoints],
    },
    {
      kind: 'table',
      id: 'rate-limits',
      heading: 'Rate limits',
      intro:
        'Limits per workspace, across all its keys. Every answer carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; requests over a limit receive 429 Too Many Requests with Retry-After.',
      caption: 'API rate limits and prices by plan',
      columns: ['Plan', 'Requests per hour', 'Requests per month', 'Price'],
      rows: rateLimitRows,
    },
    {
      kind: 'call-to-action',
      id: 'start-building',
      heading: 'Start building today',
      text: 'Follow the guide from your first key to documents in sync, pick a plan for the limits you need, or tell us what you are building and we will help you get there.',
      actions: [
        { label: 'Read the Guide', to: PUBLIC_API_DOCS.guide, reloadDocument: true },
        { label: 'View Pricing', to: '/pricing', variant: 'outline' },
        { label: 'Contact Us', to: '/contact', variant: 'outline' },
      ],
    },
  ],
});
