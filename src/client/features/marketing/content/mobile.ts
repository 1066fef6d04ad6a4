import { Cloud, CloudOff, Mic, Smartphone, Tablet, TabletSmartphone } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import type { MarketingPageContent } from './types';

/* Spec §1 keeps two readings of the mobile story: it works in mobile browsers now, and native apps are coming soon. */
export const mobileContent: MarketingPageContent = {
  documentTitle: 'Mobile',
  hero: {
    eyebrow: 'Mobile',
    title: `${APP_NAME} on your phone`,
    description:
      'Capture ideas the moment they arrive. Dictate a draft on the train, review it on the sofa and publish from your desk.',
    actions: [
      { label: 'Test Voice Input', to: '/voice-test', icon: Mic },
      { label: 'Create Free Account', to: '/signup', variant: 'outline' },
    ],
    note: 'Works today in Safari, Chrome and Edge on iOS and Android.',
  },
  sections: [
    {
      kind: 'features',
      id: 'available-now',
      heading: 'Available now in your mobile browser',
      intro: `Nothing to install: open ${APP_NAME} in your phone's browser and sign in.`,
      items: [
        {
          icon: Mic,
          title: 'Voice input',
          description: 'Speak instead of typing. Your words appear as you talk, ready to edit and polish.',
          badge: 'Available now',
        },
        {
          icon: TabletSmartphone,
          title: 'Made for small screens',
          description: 'Every screen adapts to your phone, so writing and reviewing work comfortably one-handed.',
          badge: 'Available now',
        },
        {
          icon: Cloud,
          title: 'Always in sync',
          description: 'Documents live in your workspace: start on your phone and carry on at your laptop.',
          badge: 'Available now',
        },
      ],
    },
    {
      kind: 'features',
      id: 'coming-soon',
      heading: 'Native apps are coming soon',
      intro: 'Dedicated apps for iOS and Android are in development.',
      items: [
        {
          icon: Smartphone,
          title: 'iPhone app',
          description: 'A native writing experience with dictation built into the keyboard bar.',
          badge: 'Coming soon',
        },
        {
          icon: Tablet,
          title: 'Android app',
          description: 'Fast, lightweight and tuned for the speech recognition on Android devices.',
          badge: 'Coming soon',
        },
        {
          icon: CloudOff,
          title: 'Offline drafts',
          description: 'Keep writing without a connection; your changes sync as soon as you are back online.',
          badge: 'Coming soon',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'get-started',
      heading: 'Take your writing everywhere',
      text: 'Create your account on any device and try every feature free for 14 days.',
      actions: [
        { label: 'See pricing', to: '/pricing' },
        { label: 'Explore features', to: '/features', variant: 'outline' },
      ],
    },
  ],
};
