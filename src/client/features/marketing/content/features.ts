import {
  BarChart3,
  BookCheck,
  Building2,
  Code2,
  FileText,
  Gauge,
  Globe2,
  HeartPulse,
  KeyRound,
  Lightbulb,
  Lock,
  MessageSquare,
  Mic,
  Palette,
  PenLine,
  Plug,
  Search,
  ShieldCheck,
  Target,
  Users,
  Wand2,
} from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

const premium = 'Premium';

/* Spec §2: four groups of features, the premium ones badged. */
export const featuresContent: MarketingPageContent = {
  documentTitle: 'Features',
  hero: {
    eyebrow: 'Features',
    title: `Everything ${APP_NAME} can do`,
    description:
      'Writing, brand management, intelligence and the controls a growing team needs, in one platform built for content teams and agencies.',
    actions: [
      { label: 'Start Free Trial', to: '/contact' },
      { label: 'Watch the Demos', to: '/demo', variant: 'outline' },
    ],
    note: 'Features marked Premium are part of the Family and Enterprise plans.',
  },
  sections: [
    {
      kind: 'features',
      id: 'writing',
      heading: 'AI writing',
      intro: 'Draft faster without sounding generic.',
      items: [
        {
          icon: PenLine,
          title: 'AI writing assistant',
          description: 'Drafts, rewrites and expansions in the voice of the personality you choose.',
        },
        {
          icon: Lightbulb,
          title: 'Instant content generation',
          description: 'Headlines, meta descriptions, social posts and email subject lines from one brief.',
        },
        {
          icon: FileText,
          title: 'Templates and imports',
          description: 'Start from a template or import a text or markdown file and keep writing.',
        },
        {
          icon: Mic,
          title: 'Voice input',
          description: 'Dictate in the browser on desktop or phone and edit the transcript as text.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'brand',
      heading: 'Brand and client management',
      intro: 'Every client keeps its own voice, rules and files.',
      items: [
        {
          icon: Building2,
          title: 'Multi-client workspaces',
          description: 'Brand profiles, projects and reference files for each client, kept apart.',
        },
        {
          icon: Wand2,
          title: 'Brand voice learning',
          description: 'Train a voice from 3 to 5 sample pieces and apply it to every draft.',
          badge: premium,
        },
        {
          icon: BookCheck,
          title: 'Style-guide enforcement',
          description: 'AP, Chicago, MLA, APA or your own house style, checked as you write.',
        },
        {
          icon: Palette,
          title: 'White-label',
          description: 'Offer the platform to your clients under your own name and colours.',
          badge: premium,
        },
      ],
    },
    {
      kind: 'features',
      id: 'intelligence',
      heading: 'Content intelligence',
      intro: 'Know how a piece will perform before it is published.',
      items: [
        {
          icon: Search,
          title: 'Built-in SEO optimisation',
          description: 'Live SEO and readability scores with concrete suggestions to improve both.',
        },
        {
          icon: HeartPulse,
          title: 'Sentiment intelligence',
          description: 'See the emotion each paragraph carries and adjust the tone before readers do.',
          badge: premium,
        },
        {
          icon: BarChart3,
          title: 'Performance prediction',
          description: 'Forecast engagement and viral potential while the piece is still a draft.',
          badge: premium,
        },
        {
          icon: Target,
          title: 'Competitor and audience analysis',
          description: 'Find the angles rivals miss and match your message to what moves your readers.',
          badge: premium,
        },
      ],
    },
    {
      kind: 'features',
      id: 'teams',
      heading: 'Teams, security and integrations',
      intro: 'Built to be trusted with your clients’ content.',
      items: [
        {
          icon: Users,
          title: 'Real-time collaboration',
          description: 'Live cursors and threaded comments keep writers, editors and clients in step.',
          badge: premium,
        },
        {
          icon: KeyRound,
          title: 'Role-based permissions',
          description: 'Decide who can write, edit, approve and manage billing in every workspace.',
        },
        {
          icon: ShieldCheck,
          title: 'Enterprise security',
          description: 'Encryption in transit and at rest, hashed credentials and audited access.',
        },
        {
          icon: Plug,
          title: 'Integrations',
          description: 'Bring drafts in from Word and Google Docs and take formatted copy back out; CMS and chat connections are on the way.',
        },
        {
          icon: Code2,
          title: 'Developer API',
          description: 'Analyse and rewrite content from your own systems with a simple REST API.',
        },
        {
          icon: Gauge,
          title: 'Analytics',
          description: 'Document totals, word counts and average scores across your workspace.',
        },
        {
          icon: MessageSquare,
          title: 'Support in 12 languages',
          description: 'Help by chat and email, around the clock for Enterprise customers.',
        },
        {
          icon: Lock,
          title: 'Dedicated success manager',
          description: 'A named expert for your rollout and training, on the Enterprise plan.',
          badge: premium,
        },
        {
          icon: Globe2,
          title: 'Mobile ready',
          description: 'Write and dictate from any modern mobile browser today.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'see-plans',
      heading: 'Find the plan with the features you need',
      text: 'Every plan includes the writing essentials; Premium features come with Family and Enterprise.',
      actions: [{ label: 'View Pricing', to: '/pricing' }],
    },
  ],
};
