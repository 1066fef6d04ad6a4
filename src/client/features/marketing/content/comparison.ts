import { APP_NAME } from '@/lib/app-name';
import type { ComparisonTool, MarketingPageContent } from './types';

/* The twelve features compared on /comparison (spec §2); the landing page shows the first six. */
const comparisonFeatures = [
  'Brand voice learning',
  'Multi-client management',
  'Built-in SEO optimisation',
  'Content performance prediction',
  'Sentiment intelligence',
  'Competitor analysis',
  'Audience psychology insights',
  'Real-time collaboration',
  'Style-guide enforcement',
  'Voice input',
  'White-label',
  'Public API',
] as const;

type ComparedFeature = (typeof comparisonFeatures)[number];

/** Typed by feature, so a tool missing a flag (or flagging an unknown feature) fails to compile. */
function tool(name: string, supports: Record<ComparedFeature, boolean>, isProduct = false): ComparisonTool {
  return { name, supports, isProduct };
}

/*
 * The other columns are kinds of tool rather than named products: each stands for what writers
 * typically use instead, so the table makes no claim about any one company's product.
 */
const comparisonTools: ComparisonTool[] = [
  tool(
    APP_NAME,
    {
      'Brand voice learning': true,
      'Multi-client management': true,
      'Built-in SEO optimisation': true,
      'Content performance prediction': true,
      'Sentiment intelligence': true,
      'Competitor analysis': true,
      'Audience psychology insights': true,
      'Real-time collaboration': true,
      'Style-guide enforcement': true,
      'Voice input': true,
      'White-label': true,
      'Public API': true,
    },
    true,
  ),
  tool('AI copywriter', {
    'Brand voice learning': true,
    'Multi-client management': false,
    'Built-in SEO optimisation': true,
    'Content performance prediction': false,
    'Sentiment intelligence': false,
    'Competitor analysis': false,
    'Audience psychology insights': false,
    'Real-time collaboration': true,
    'Style-guide enforcement': false,
    'Voice input': false,
    'White-label': false,
    'Public API': true,
  }),
  tool('Grammar checker', {
    'Brand voice learning': false,
    'Multi-client management': false,
    'Built-in SEO optimisation': false,
    'Content performance prediction': false,
    'Sentiment intelligence': true,
    'Competitor analysis': false,
    'Audience psychology insights': false,
    'Real-time collaboration': false,
    'Style-guide enforcement': true,
    'Voice input': false,
    'White-label': false,
    'Public API': true,
  }),
  tool('SEO content tool', {
    'Brand voice learning': false,
    'Multi-client management': true,
    'Built-in SEO optimisation': true,
    'Content performance prediction': true,
    'Sentiment intelligence': false,
    'Competitor analysis': true,
    'Audience psychology insights': false,
    'Real-time collaboration': false,
    'Style-guide enforcement': false,
    'Voice input': false,
    'White-label': false,
    'Public API': false,
  }),
  tool('General chat assistant', {
    'Brand voice learning': false,
    'Multi-client management': false,
    'Built-in SEO optimisation': false,
    'Content performance prediction': false,
    'Sentiment intelligence': false,
    'Competitor analysis': false,
    'Audience psychology insights': false,
    'Real-time collaboration': false,
    'Style-guide enforcement': false,
    'Voice input': true,
    'White-label': false,
    'Public API': true,
  }),
];

const tableCaption = `${APP_NAME} compared with four other kinds of writing tool; each cell says whether the tool offers the feature.`;

/** The landing page's short version: the first six features and a link to the whole table. */
export const landingComparison = {
  caption: tableCaption,
  features: comparisonFeatures.slice(0, 6),
  tools: comparisonTools,
};

export const comparisonContent: MarketingPageContent = {
  documentTitle: 'Comparison',
  hero: {
    eyebrow: 'Comparison',
    title: `How ${APP_NAME} compares`,
    description:
      'Most teams stitch together a copywriter, a grammar checker, an SEO tool and a chat assistant. Here is what you get when it all lives in one place.',
    actions: [{ label: 'Start Free Trial', to: '/pricing' }],
  },
  sections: [
    {
      kind: 'comparison',
      id: 'feature-comparison',
      heading: 'Twelve features, side by side',
      intro: 'A tick means the feature is part of the tool; a cross means you would need something else for it.',
      caption: tableCaption,
      features: comparisonFeatures,
      tools: comparisonTools,
    },
    {
      kind: 'call-to-action',
      id: 'start-trial',
      heading: 'See the difference on your own content',
      text: 'Try every feature free for 14 days with no credit card, then pick the plan that fits.',
      actions: [
        { label: 'Start Free Trial', to: '/pricing' },
        { label: 'Watch the demos', to: '/demo', variant: 'outline' },
      ],
    },
  ],
};
