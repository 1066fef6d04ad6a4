import { MessageCircle } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { formatNumber } from '@/lib/format';
import { communityEvents } from '@shared/public-catalog/community-events';
import type { InfoCard, MarketingPageContent } from './types';

/** Spec §3 "community channel": name, description, member count, activity level. */
type CommunityChannel = {
  name: string;
  description: string;
  members: number;
  activity: 'Very High' | 'High' | 'Medium';
};

/** The chat community has no public sign-up: a request through the contact form gets an invitation. */
export const COMMUNITY_CHAT_PATH = '/contact?topic=community';

const channels: CommunityChannel[] = [
  {
    name: 'General Discussion',
    description: 'Introduce yourself, share what you are working on and swap tips with writers from every industry.',
    members: 12480,
    activity: 'Very High',
  },
  {
    name: 'Brand Voice Lab',
    description: 'Compare notes on training brand voices: which samples work, how to handle tricky tones, before-and-after drafts.',
    members: 6215,
    activity: 'High',
  },
  {
    name: 'SEO & Content Strategy',
    description: 'Briefs, keyword research, content calendars and what is moving in search this month.',
    members: 8930,
    activity: 'Very High',
  },
  {
    name: 'Agency Owners',
    description: 'Running a content agency: client onboarding, pricing, team workflows and white-label set-ups.',
    members: 2740,
    activity: 'High',
  },
  {
    name: 'Developers & API',
    description: 'Build on the API: integrations, automation recipes and help from our developer relations team.',
    members: 1865,
    activity: 'Medium',
  },
  {
    name: 'Feature Requests',
    description: 'Propose ideas, vote on others and hear first from the product team about what ships next.',
    members: 4390,
    activity: 'Medium',
  },
];

const channelCards: InfoCard[] = channels.map(({ name, description, members, activity }) => ({
  icon: MessageCircle,
  title: name,
  description,
  badge: `${activity} activity`,
  facts: [{ label: 'Members', value: formatNumber(members) }],
  action: { label: `Join ${name}`, to: COMMUNITY_CHAT_PATH, variant: 'outline' },
}));

export const communityContent: MarketingPageContent = {
  documentTitle: 'Community',
  hero: {
    eyebrow: 'Community',
    title: 'Write better, together',
    description: `Thousands of writers, editors and agency teams share what works with ${APP_NAME}. Ask questions, join live events and learn from people doing the same job.`,
    actions: [
      { label: 'Join Community Chat', to: COMMUNITY_CHAT_PATH },
      { label: 'See Upcoming Events', to: '/community#events', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'community-figures',
      heading: 'The community in figures',
      items: [
        { value: '36,000+', label: 'Community members' },
        { value: '120+', label: 'Countries' },
        { value: '40+', label: 'Events a year' },
        { value: '2,500+', label: 'Answers shared each month' },
      ],
    },
    {
      kind: 'cards',
      id: 'channels',
      heading: 'Community channels',
      intro: 'Six chat channels, each focused on one part of the craft.',
      items: channelCards,
    },
    {
      kind: 'events',
      id: 'events',
      heading: 'Upcoming events',
      intro: 'Live sessions with our team and community experts. Every event is free; seats are limited.',
      events: communityEvents,
    },
    {
      kind: 'cards',
      id: 'contributors',
      heading: 'Featured contributors',
      intro: 'Members who make the community better for everyone.',
      items: [
        {
          initials: 'LC',
          title: 'Lena Castillo',
          subtitle: 'Content Lead, Brightpath Studio',
          description: 'Wrote the community’s most-shared guide to brand voice samples and runs the monthly voice clinic.',
          facts: [{ label: 'Answers shared', value: '640+' }],
        },
        {
          initials: 'TA',
          title: 'Tomás Abara',
          subtitle: 'Freelance SEO Writer',
          description: 'Reviews SEO briefs for newcomers every week and keeps the keyword research resource list up to date.',
          facts: [{ label: 'Answers shared', value: '510+' }],
        },
        {
          initials: 'HK',
          title: 'Hana Kobayashi',
          subtitle: 'Developer, Northwind Media',
          description: 'Built three open-source API integrations and hosts office hours in the Developers & API channel.',
          facts: [{ label: 'Integrations published', value: '3' }],
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'join-chat',
      heading: 'Join the community chat',
      text: 'Tell us a little about your work and we will send your invitation to the chat channels, usually within one business day.',
      actions: [
        { label: 'Request an Invitation', to: COMMUNITY_CHAT_PATH },
        { label: 'Read the Blog', to: '/blog', variant: 'outline' },
      ],
    },
  ],
};
