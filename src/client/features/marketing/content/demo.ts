import { Building2, HeartPulse, LineChart, Users, Workflow, Zap } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { DemoCard, MarketingPageContent } from './types';

/** Spec §2: six walkthroughs, each 25 to 35 seconds long. */
export const demos: DemoCard[] = [
  {
    id: 'complete-workflow',
    icon: Workflow,
    title: 'Complete workflow',
    description: 'From a client brief to a published, on-brand article in one sitting.',
    durationSeconds: 35,
    steps: [
      'Pick the client and open a new document from a blog template.',
      'Paste the brief: the brand voice and key messages load automatically.',
      'Generate a first draft, then refine a paragraph by voice.',
      'Check the SEO and readability scores and apply two suggestions.',
      'Save the document and share it with the client for review.',
    ],
  },
  {
    id: 'sentiment',
    icon: HeartPulse,
    title: 'Sentiment intelligence',
    description: 'See how each paragraph will land with readers before you hit publish.',
    durationSeconds: 28,
    steps: [
      'Open a product announcement draft.',
      'Run the sentiment pass: each paragraph is tinted by the emotion it carries.',
      'Spot a paragraph that reads as anxious rather than excited.',
      'Accept a rewrite that keeps the facts and lifts the tone.',
    ],
  },
  {
    id: 'predictive-content',
    icon: LineChart,
    title: 'Predictive content',
    description: 'Forecast engagement and viral potential while the piece is still a draft.',
    durationSeconds: 32,
    steps: [
      'Write three headline options for a campaign post.',
      'Compare their predicted engagement and shareability side by side.',
      'See which words and structures drive each prediction.',
      'Keep the strongest headline and carry its angle into the intro.',
    ],
  },
  {
    id: 'brand-management',
    icon: Building2,
    title: 'Multi-client brand management',
    description: 'Switch between clients and watch the voice, style and vocabulary follow.',
    durationSeconds: 30,
    steps: [
      'Open the client list with three agencies’ brands.',
      'Train a new brand voice from three sample articles.',
      'Write the same product blurb for two clients.',
      'Compare the results: each matches its brand’s tone and terminology.',
    ],
  },
  {
    id: 'collaboration',
    icon: Users,
    title: 'Real-time collaboration',
    description: 'Edit together with live cursors and resolve feedback in threaded comments.',
    durationSeconds: 26,
    steps: [
      'Invite an editor to the document.',
      'Both cursors move through the text as you edit side by side.',
      'Leave a threaded comment on the introduction.',
      'Resolve the thread once the change is in.',
    ],
  },
  {
    id: 'instant-generation',
    icon: Zap,
    title: 'Instant content generation',
    description: 'Headlines, meta descriptions, social posts and email subject lines from one brief.',
    durationSeconds: 25,
    steps: [
      'Write a two-sentence brief for a product launch.',
      'Generate headlines, a meta description and three social posts at once.',
      'Draft five email subject lines and keep the best two.',
      'Send everything to the document with one click.',
    ],
  },
];

export const demoContent: MarketingPageContent = {
  documentTitle: 'Demo',
  hero: {
    eyebrow: 'Product demos',
    title: `See ${APP_NAME} at work`,
    description:
      'Six short walkthroughs, each under 40 seconds. Press Play Demo to follow the steps of any one of them.',
    actions: [
      { label: 'See Pricing', to: '/pricing' },
      { label: 'Compare Tools', to: '/comparison', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'demos',
      id: 'demos',
      heading: 'Pick a walkthrough',
      intro: 'Each demo shows one part of the platform, step by step.',
      demos,
    },
    {
      kind: 'call-to-action',
      id: 'next-steps',
      heading: 'Ready to try it yourself?',
      text: 'Start a free trial and run the same workflows on your own content, or see how we compare.',
      actions: [
        { label: 'View Pricing', to: '/pricing' },
        { label: 'See the Comparison', to: '/comparison', variant: 'outline' },
      ],
    },
  ],
};
