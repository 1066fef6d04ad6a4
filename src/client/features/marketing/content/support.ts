import { BookOpen, Building2, Code2, CreditCard, Mail, MessageCircle, Rocket, ShieldCheck, Siren } from 'lucide-react';
import { APP_NAME } from '@/lib/app-name';
import { companyContact } from './company-contact';
import type { MarketingPageContent } from './types';

/** Spec §9: the emergency chat answers within 15 minutes; it opens the contact form on the emergency topic. */
export const EMERGENCY_CHAT_PATH = '/contact?topic=emergency';

export const supportContent: MarketingPageContent = {
  documentTitle: 'Support',
  hero: {
    eyebrow: 'Help Center',
    title: 'How can we help?',
    description: `Answers, guides and people who know ${APP_NAME} inside out. Pick the channel that suits you, or find the answer yourself in the knowledge base.`,
    actions: [
      { label: 'Contact Support', to: '/contact?topic=support' },
      { label: 'Emergency Chat', to: EMERGENCY_CHAT_PATH, variant: 'outline', icon: Siren },
    ],
    note: `Support hours: ${companyContact.supportHours}`,
  },
  sections: [
    {
      kind: 'cards',
      id: 'channels',
      heading: 'Support channels',
      intro: 'Three ways to reach the team, each with a response time we hold ourselves to.',
      items: [
        {
          icon: MessageCircle,
          title: 'Live Chat',
          description: 'Quick questions about writing, brand voices or your account, answered by a specialist in real time.',
          facts: [
            { label: 'Response time', value: 'Under 2 minutes' },
            { label: 'Hours', value: companyContact.supportHours },
          ],
          action: { label: 'Start a Chat', to: '/contact?topic=live-chat' },
        },
        {
          icon: Mail,
          title: 'Email Support',
          description: 'Detailed questions, screenshots and anything that needs a careful look. Every email gets a tracked ticket.',
          facts: [
            { label: 'Response time', value: 'Under 4 hours' },
            { label: 'Address', value: companyContact.supportEmail },
          ],
          action: { label: 'Email Support', to: `mailto:${companyContact.supportEmail}`, variant: 'outline' },
        },
        {
          icon: Building2,
          title: 'Enterprise Support',
          description: 'A dedicated success manager and priority routing for Enterprise customers, around the clock.',
          facts: [
            { label: 'Response time', value: '24-hour guarantee' },
            { label: 'Availability', value: '24/7' },
          ],
          action: { label: 'Contact Enterprise Support', to: '/contact?topic=enterprise&plan=enterprise', variant: 'outline' },
        },
      ],
    },
    {
      kind: 'link-lists',
      id: 'knowledge-base',
      heading: 'Knowledge base',
      intro: 'Guides to every part of the platform, from your first document to the API.',
      groups: [
        {
          icon: Rocket,
          title: 'Getting started',
          links: [
            { label: 'Create your account', to: '/signup' },
            { label: 'Watch the product demos', to: '/demo' },
            { label: 'Test voice input on your device', to: '/voice-test' },
            { label: 'Explore every feature', to: '/features' },
          ],
        },
        {
          icon: BookOpen,
          title: 'Writing and workflows',
          links: [
            { label: 'Compare writing tools', to: '/comparison' },
            { label: 'Connect the tools you use', to: '/integrations' },
            { label: 'Write on the go with mobile', to: '/mobile' },
            { label: 'Brand voice tips on the blog', to: '/blog' },
          ],
        },
        {
          icon: CreditCard,
          title: 'Account and billing',
          links: [
            { label: 'Compare plans and prices', to: '/pricing' },
            { label: 'Manage your subscription', to: '/subscription' },
            { label: 'Reset your password', to: '/forgot-password' },
            { label: 'Plans for large teams', to: '/enterprise' },
          ],
        },
        {
          icon: Code2,
          title: 'Developers',
          links: [
            { label: 'API quick start and endpoints', to: '/api-docs' },
            { label: 'Live service status', to: '/status' },
            { label: 'Integrations catalogue', to: '/integrations' },
          ],
        },
        {
          icon: ShieldCheck,
          title: 'Security and privacy',
          links: [
            { label: 'How we protect your data', to: '/security' },
            { label: 'Privacy Policy', to: '/privacy' },
            { label: 'Cookie Policy', to: '/cookies' },
            { label: 'Terms of Service', to: '/terms' },
          ],
        },
        {
          icon: MessageCircle,
          title: 'Community',
          links: [
            { label: 'Join the community', to: '/community' },
            { label: 'Upcoming events and webinars', to: '/community#events' },
            { label: 'Frequently asked questions', to: '/support#faq' },
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'How does brand voice training work?',
          answer:
            'Upload or paste 3 to 5 samples of writing you are proud of. We analyse tone, vocabulary and sentence rhythm, and every draft for that brand follows the profile. You can retrain it at any time with newer samples.',
        },
        {
          question: 'Can I change or cancel my plan at any time?',
          answer:
            'Yes. Upgrades take effect straight away; downgrades and cancellations apply at the end of the current billing period, and you keep access to your documents until then.',
        },
        {
          question: 'Is my content used to train models for other customers?',
          answer:
            'No. Your documents, brand profiles and uploaded files stay in your workspace. They are used only to serve your own requests and are never shared with other customers.',
        },
        {
          question: 'What happens if I forget my password?',
          answer:
            'Choose “Forgot password” on the sign-in page and enter your email. We send a link to set a new password; it takes less than a minute.',
        },
      ],
    },
    {
      kind: 'call-to-action',
      id: 'emergency',
      heading: 'Production issue? Use emergency chat',
      text: 'For outages and anything blocking your team from publishing, emergency chat is answered within 15 minutes.',
      actions: [
        { label: 'Start Emergency Chat', to: EMERGENCY_CHAT_PATH, icon: Siren },
        { label: 'Check Service Status', to: '/status', variant: 'outline' },
      ],
    },
  ],
};
