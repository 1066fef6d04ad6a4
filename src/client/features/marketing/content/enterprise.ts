import { Activity, Building2, Handshake, Headset, Palette, ShieldCheck } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

export const enterpriseContent: MarketingPageContent = {
  documentTitle: 'Enterprise',
  hero: {
    eyebrow: 'Enterprise',
    title: 'Content at enterprise scale',
    description: `${APP_NAME} Enterprise gives agencies and large content teams the security, control and support to run every brand from one platform.`,
    actions: [
      { label: 'Contact Sales', to: '/contact' },
      { label: 'See pricing', to: '/pricing', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'enterprise-figures',
      heading: 'Enterprise in figures',
      items: [
        { value: '99.99%', label: 'Uptime SLA' },
        { value: '24/7', label: 'Support' },
        { value: '500+', label: 'Enterprises' },
        { value: '12', label: 'Support languages' },
      ],
    },
    {
      kind: 'features',
      id: 'enterprise-features',
      heading: 'Built for organisations that publish at scale',
      intro: 'Every writing feature, plus the controls and care a large team needs.',
      items: [
        {
          icon: ShieldCheck,
          title: 'SSO-ready security',
          description:
            'Ready for single sign-on, with two-factor sign-in you can require of every member, role-based permissions and encryption in transit and at rest.',
        },
        {
          icon: Building2,
          title: 'Multi-client management',
          description: 'Separate brand profiles, projects and files for every client, with each voice applied automatically.',
        },
        {
          icon: Palette,
          title: 'White-label',
          description: 'Offer the platform under your own name and brand to your team and your clients.',
        },
        {
          icon: Handshake,
          title: 'Dedicated success manager',
          description: 'A named expert who plans your rollout, trains your team and reviews results with you.',
        },
        {
          icon: Headset,
          title: '24/7 support',
          description: 'Help around the clock from people who know your account, with a 24-hour response guarantee.',
        },
        {
          icon: Activity,
          title: '99.99% SLA',
          description: 'A contractual uptime commitment, backed by redundant infrastructure and public status reporting.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'talk-to-us',
      heading: 'Talk to our enterprise team',
      text: 'Tell us about your brands, your team and your workflow, and we will shape a plan that fits.',
      actions: [
        { label: 'Get in touch', to: '/contact' },
        { label: 'Explore features', to: '/features', variant: 'outline' },
      ],
    },
  ],
};
