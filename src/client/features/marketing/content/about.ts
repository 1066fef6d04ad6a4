import { Eye, HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

export const aboutContent: MarketingPageContent = {
  documentTitle: 'About Us',
  hero: {
    eyebrow: 'About us',
    title: 'We help every team write like its best writer',
    description: `${APP_NAME} exists so that content teams and agencies can publish more without sounding like everyone else. Our mission: give every brand a voice that stays its own, at any scale.`,
    actions: [
      { label: 'View Pricing', to: '/pricing' },
      { label: 'Join Our Team', to: '/careers', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'about-figures',
      heading: 'Our company in figures',
      items: [
        { value: '500+', label: 'Enterprise customers' },
        { value: '2,800+', label: 'Writers rating us 4.9/5' },
        { value: '12', label: 'Support languages' },
        { value: '99.99%', label: 'Uptime SLA' },
      ],
    },
    {
      kind: 'cards',
      id: 'values',
      heading: 'What we value',
      intro: 'Four principles guide how we build the product and how we work together.',
      columns: 4,
      items: [
        {
          icon: HeartHandshake,
          title: 'Writers first',
          description: 'AI should make writers better, never invisible. Every feature leaves the final word with a person.',
        },
        {
          icon: ShieldCheck,
          title: 'Trust by default',
          description: 'Your content is yours. We protect it as if it were our own and never use it to serve anyone else.',
        },
        {
          icon: Lightbulb,
          title: 'Craft over volume',
          description: 'More words are easy. We care about better ones: clearer, truer to the brand and worth reading.',
        },
        {
          icon: Eye,
          title: 'Openness',
          description: 'We publish our status, explain our decisions and tell customers plainly what we can and cannot do.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'leadership',
      heading: 'Leadership',
      intro: 'A team of writers, editors and engineers who have lived the problem we solve.',
      columns: 4,
      items: [
        {
          initials: 'EM',
          title: 'Elena Marsh',
          subtitle: 'Co-founder & CEO',
          description: 'Ran content for two fast-growing agencies before deciding the tools had to change.',
        },
        {
          initials: 'RK',
          title: 'Rahul Kapoor',
          subtitle: 'Co-founder & CTO',
          description: 'Spent a decade building language technology, from search ranking to speech recognition.',
        },
        {
          initials: 'SO',
          title: 'Sofia Olsen',
          subtitle: 'Chief Product Officer',
          description: 'Former editor-in-chief who designs every feature around how writers really work.',
        },
        {
          initials: 'MB',
          title: 'Marcus Bell',
          subtitle: 'VP of Customer Success',
          description: 'Leads the teams that onboard, train and support our customers in 12 languages.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'timeline',
      heading: 'Our story so far',
      items: [
        {
          label: '2021',
          title: 'Founded',
          description: 'Started by a content lead and an engineer who were tired of rewriting drafts to sound on-brand.',
        },
        {
          label: '2022',
          title: 'Brand voice learning',
          description: 'Launched voice profiles trained on a few samples, and welcomed our first 100 agency customers.',
        },
        {
          label: '2024',
          title: 'Enterprise and API',
          description: 'Introduced the Enterprise plan, a public API and a 99.99% uptime commitment.',
        },
        {
          label: '2026',
          title: '500+ enterprises',
          description: 'Now trusted by more than 500 enterprises, with voice input and multi-client management built in.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'investors',
      heading: 'Backed by',
      intro: 'Investors who share our belief that great writing is worth building for.',
      items: [
        {
          title: 'Northgate Ventures',
          subtitle: 'Series B lead',
          description: 'Early-stage and growth investor focused on software for creative professionals.',
        },
        {
          title: 'Foundry Peak Capital',
          subtitle: 'Series A lead',
          description: 'Backs founders building developer and productivity platforms.',
        },
        {
          title: 'The Wordsmith Angels',
          subtitle: 'Seed',
          description: 'A group of editors, publishers and agency founders investing in the future of writing.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'next-steps',
      heading: 'Write with us, or work with us',
      text: 'Find the plan that fits your team, or help us build what comes next.',
      actions: [
        { label: 'View Pricing', to: '/pricing' },
        { label: 'See Open Positions', to: '/careers', variant: 'outline' },
      ],
    },
  ],
};
