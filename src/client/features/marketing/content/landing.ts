import { Globe2, Mic, PlayCircle, Search, Sparkles, Users, Wand2 } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

export const landingContent: MarketingPageContent = {
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
  ],
};
