import {
  BarChart3,
  BrainCircuit,
  Globe2,
  HeartPulse,
  Mic,
  PlayCircle,
  Search,
  Smartphone,
  Sparkles,
  Tablet,
  Target,
  Users,
  Wand2,
} from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { landingComparison } from './comparison';
import type { LightMarketingPageContent } from './types';

export const landingContent: LightMarketingPageContent = {
  hero: {
    eyebrow: 'AI Writing Platform',
    title: APP_NAME,
    description:
      'Draft, polish and optimise on-brand content for every client in minutes, with an AI that learns how each brand sounds.',
    actions: [
      { label: 'Start Free 14-Day Trial', to: '/pricing' },
      { label: 'Watch AI Demo', to: '/demo', variant: 'outline', icon: PlayCircle },
      { label: 'Try Voice Input Now', to: '/editor', variant: 'ghost', icon: Mic },
    ],
    note: '14-day free trial · No credit card required',
  },
  sections: [
    {
      kind: 'stats',
      id: 'metrics',
      heading: `${APP_NAME} in numbers`,
      items: [
        { value: '99.7%', label: 'Accuracy' },
        { value: '3x', label: 'Faster content creation' },
        { value: '500+', label: 'Enterprises' },
        { value: '24/7', label: 'Support in 12 languages' },
        { value: '99.99%', label: 'Uptime SLA' },
        { value: '4.9/5', label: 'Rating from 2,800+ users' },
      ],
    },
    {
      kind: 'features',
      id: 'highlights',
      heading: 'Everything a content team needs in one place',
      intro: 'From the first idea to the published piece, without switching tools.',
      items: [
        {
          icon: Wand2,
          title: 'Brand voice learning',
          description: 'Give it a few samples and every draft comes back sounding like the brand, not like a robot.',
        },
        {
          icon: Search,
          title: 'Built-in SEO',
          description: 'Scores for search and readability as you write, with concrete suggestions to lift both.',
        },
        {
          icon: Users,
          title: 'Multi-client management',
          description: 'Brand profiles, projects and reference files for each client, kept neatly apart.',
        },
        {
          icon: Mic,
          title: 'Voice input',
          description: 'Dictate ideas and drafts in the browser on desktop or phone, and edit them as text.',
        },
        {
          icon: Sparkles,
          title: 'Instant content generation',
          description: 'Headlines, meta descriptions, social posts and subject lines from a single brief.',
        },
        {
          icon: Globe2,
          title: 'White-label ready',
          description: 'Run the platform under your own name for your team and your clients.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'innovations',
      heading: 'World-first innovations',
      intro: 'Capabilities you will not find together in any other writing tool.',
      items: [
        {
          icon: HeartPulse,
          title: 'Sentiment intelligence',
          description: 'See how a draft will make readers feel, paragraph by paragraph, before it goes live.',
          badge: 'World first',
        },
        {
          icon: BarChart3,
          title: 'Content performance prediction',
          description: 'Forecast engagement and viral potential while you write, and see which edits move the needle.',
          badge: 'World first',
        },
        {
          icon: Target,
          title: 'Competitor analysis',
          description: 'Compare your angle with what rivals publish and find the gaps your content can own.',
          badge: 'World first',
        },
        {
          icon: BrainCircuit,
          title: 'Audience psychology',
          description: 'Match tone, structure and calls to action to what motivates the readers you want to reach.',
          badge: 'World first',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'competitor-comparison',
      heading: 'Why teams switch',
      intro: 'One platform instead of four: here is how the essentials stack up.',
      ...landingComparison,
      action: { label: 'See the full comparison', to: '/comparison', variant: 'outline' },
    },
    {
      kind: 'logo-strip',
      id: 'trusted-by',
      heading: 'Trusted by content teams at',
      wordmarks: [
        { name: 'Northwind Media', font: 'sans' },
        { name: 'Bluepeak Studio', font: 'serif' },
        { name: 'Copperleaf', font: 'mono' },
        { name: 'Harbor & Vale', font: 'serif' },
        { name: 'Lumen Agency', font: 'sans' },
        { name: 'Fieldnote', font: 'mono' },
      ],
    },
    {
      kind: 'features',
      id: 'mobile-apps',
      heading: 'Mobile apps',
      intro: `${APP_NAME} is coming to your pocket: native apps for iOS and Android are on their way.`,
      items: [
        {
          icon: Smartphone,
          title: 'iPhone and iPad',
          description: 'Dictate, edit and approve drafts on the go, with your brand voices a tap away.',
          badge: 'Coming soon',
        },
        {
          icon: Tablet,
          title: 'Android',
          description: 'The full writing workspace, tuned for Android phones and tablets.',
          badge: 'Coming soon',
        },
        {
          icon: Mic,
          title: 'Voice-first writing',
          description: 'Speak your ideas and watch them become polished, on-brand copy.',
          badge: 'Coming soon',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'get-started',
      heading: 'Write your next piece in half the time',
      text: 'Start your 14-day free trial today. No credit card, no commitment, every feature unlocked.',
      actions: [
        { label: 'Start Free 14-Day Trial', to: '/pricing' },
        { label: 'Talk to Sales', to: '/contact', variant: 'outline' },
      ],
    },
  ],
};
