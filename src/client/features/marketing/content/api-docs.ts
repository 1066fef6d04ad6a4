import { APP_NAME } from '@/lib/app-name';
import type { ApiEndpoint, MarketingPageContent } from './types';

/*
 * Spec §7 documents the public API without calling it. Its example request uses an example host
 * (api.example.com/v1/…), unlike the endpoint list's paths (/api/v1/…): both readings stand.
 */
const exampleRequest = `const response = await fetch('https://api.example.com/v1/analyze', {
  method: 'POST',
  headers: {
    Authorization: 'Bearer YOUR_API_KEY',
    'Content-Type': 'application/json',
  },
  body: JSON.stringify({
    text: 'Our autumn collection arrives this Friday, with free delivery all weekend.',
    brand_id: 'brand_42',
    analysis_type: 'seo',
  }),
});

const result = await response.json();
console.log(result.suggestions);`;

export const apiEndpoints: ApiEndpoint[] = [
  {
    method: 'POST',
    path: '/api/v1/analyze',
    description: 'Analyse a piece of text for SEO, readability or sentiment against a brand’s voice.',
    parameters: [
      { name: 'text', type: 'string', required: true, description: 'The content to analyse.' },
      { name: 'brand_id', type: 'string', required: false, description: 'Analyse against this brand voice.' },
      {
        name: 'analysis_type',
        type: 'string',
        required: false,
        description: 'What to analyse: seo, readability or sentiment.',
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/v1/rewrite',
    description: 'Rewrite text in a brand’s voice for a given tone and audience.',
    parameters: [
      { name: 'text', type: 'string', required: true, description: 'The content to rewrite.' },
      { name: 'brand_id', type: 'string', required: false, description: 'The brand voice to write in.' },
      { name: 'tone', type: 'string', required: false, description: 'For example professional, friendly or playful.' },
      { name: 'audience', type: 'string', required: false, description: 'Who the rewrite is for, in a few words.' },
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/brands',
    description: 'List the brand voices a user can write with.',
    parameters: [{ name: 'user_id', type: 'string', required: true, description: 'The user whose brands to list.' }],
  },
  {
    method: 'POST',
    path: '/api/v1/brands',
    description: 'Create a brand voice from a sample of its writing.',
    parameters: [
      { name: 'name', type: 'string', required: true, description: 'The brand’s name.' },
      {
        name: 'sample_text',
        type: 'string',
        required: true,
        description: 'Writing that shows the voice; 3 to 5 samples give the best results.',
      },
      { name: 'guidelines', type: 'string', required: false, description: 'Style rules the voice should follow.' },
    ],
  },
];

export const apiDocsContent: MarketingPageContent = {
  documentTitle: 'API Documentation',
  hero: {
    eyebrow: 'Developers',
    title: `${APP_NAME} API`,
    description: 'Analyse and rewrite content in your brands’ voices from your own systems, with a simple REST API.',
    actions: [
      { label: 'Get an API Key', to: '/pricing' },
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
          description: 'Choose a plan (the free trial includes API access) and create a key in your account settings.',
        },
        {
          label: 'Step 2',
          title: 'Authenticate',
          description: 'Send the key as a bearer token in the Authorization header of every request.',
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
      code: exampleRequest,
      note: 'Keep your API key on your server: never ship it in browser code.',
    },
    {
      kind: 'endpoints',
      id: 'endpoints',
      heading: 'Endpoints',
      intro: 'Every request and answer is JSON.',
      endpoints: apiEndpoints,
    },
    {
      kind: 'table',
      id: 'rate-limits',
      heading: 'Rate limits',
      intro: 'Limits per API key. Requests over the limit receive 429 Too Many Requests.',
      caption: 'API rate limits and prices by plan',
      columns: ['Plan', 'Requests per hour', 'Requests per month', 'Price'],
      rows: [
        ['Free Trial', '100', '1,000', '$0'],
        ['Individual', '1,000', '10,000', '$29/month'],
        ['Family', '5,000', '50,000', '$79/month'],
        ['Enterprise', 'Unlimited', 'Unlimited', '$299/month'],
      ],
    },
    {
      kind: 'call-to-action',
      id: 'start-building',
      heading: 'Start building today',
      text: 'Pick a plan to get your key, or tell us what you are building and we will help you get there.',
      actions: [
        { label: 'View Pricing', to: '/pricing' },
        { label: 'Contact Us', to: '/contact', variant: 'outline' },
      ],
    },
  ],
};
