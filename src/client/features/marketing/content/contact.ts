import { Building2, Clock, LifeBuoy, Mail, MapPin, Phone } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { companyContact } from './company-contact';
import type { MarketingPageContent } from './types';

export const contactContent: MarketingPageContent = {
  documentTitle: 'Contact',
  hero: {
    eyebrow: 'Contact',
    title: 'Let’s talk about your content',
    description: `Questions about plans, a demo for your team or help with your account: send us a message and a person from the ${APP_NAME} team will answer.`,
    actions: [
      { label: 'See pricing', to: '/pricing', variant: 'outline' },
      { label: 'Browse support', to: '/support', variant: 'ghost' },
    ],
    note: 'We reply to every message within one business day.',
  },
  sections: [
    {
      kind: 'contact',
      id: 'contact-us',
      heading: 'Send us a message',
      intro: 'Tell us what you need and which plan you are considering; we will route it to the right team.',
      embed: 'contact-form',
      details: [
        { icon: Mail, label: 'Sales', value: companyContact.salesEmail, href: `mailto:${companyContact.salesEmail}` },
        { icon: LifeBuoy, label: 'Support', value: companyContact.supportEmail, href: `mailto:${companyContact.supportEmail}` },
        { icon: Phone, label: 'Phone', value: companyContact.phone, href: companyContact.phoneHref },
        { icon: MapPin, label: 'Office', value: companyContact.address },
        { icon: Clock, label: 'Hours', value: companyContact.supportHours },
      ],
      cards: [
        {
          icon: Building2,
          title: 'Enterprise support',
          description:
            'Enterprise customers get a dedicated success manager, priority routing and a 24-hour response guarantee on every request.',
          facts: [
            { label: 'Response guarantee', value: '24 hours' },
            { label: 'Uptime SLA', value: '99.99%' },
          ],
          action: { label: 'Talk to Enterprise Sales', to: '/enterprise', variant: 'outline' },
        },
        {
          icon: LifeBuoy,
          title: 'Help center',
          description:
            'Guides, answers to common questions and live chat with our support team: most questions are answered in minutes.',
          action: { label: 'Visit Help Center', to: '/support' },
        },
      ],
    },
  ],
};
