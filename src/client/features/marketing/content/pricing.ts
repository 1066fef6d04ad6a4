import { APP_NAME } from '@/lib/app-name';
import { selfServePlanHref } from './plan-href';
import type { MarketingPageContent, PlanCard } from './types';

/* Spec §9: the pricing page's own figures ($250 / $500 / $1,500, Custom by quote) and its 30-day trial. */
function plans(signedIn: boolean): PlanCard[] {
  return [
    {
      id: 'individual',
      name: 'Individual',
      price: '$250',
      period: '/month',
      description: 'For freelance writers and solo creators.',
      trialNote: '30-day free trial',
      popular: true,
      features: [
        '5 brand voices',
        'Unlimited documents',
        'Built-in SEO and readability scoring',
        'Headlines, meta descriptions and social posts',
        'Voice input on desktop and mobile',
        'Email support',
      ],
      action: { label: 'Start Free Trial', to: selfServePlanHref('individual', signedIn) },
    },
    {
      id: 'family',
      name: 'Family',
      price: '$500',
      period: '/month',
      description: 'For small teams that share clients and brands.',
      trialNote: '30-day free trial',
      features: [
        'Up to 5 team members',
        '15 brand voices',
        'Everything in Individual',
        'Sentiment intelligence',
        'Brand voice training',
        'Real-time collaboration and comments',
      ],
      action: { label: 'Start Free Trial', to: selfServePlanHref('family', signedIn) },
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: '$1,500',
      period: '/month',
      description: 'For agencies and content departments at scale.',
      features: [
        'Up to 10 team members',
        'Unlimited brand voices',
        '99.99% uptime SLA',
        'Predictive content intelligence',
        'Dedicated success manager',
        '24/7 priority support',
        'Role-based permissions and white-label',
      ],
      action: { label: 'Contact Sales', to: '/contact' },
    },
    {
      id: 'custom',
      name: 'Custom',
      price: 'Custom',
      description: 'Quote-based pricing for larger organisations with special requirements.',
      features: [
        'More than 10 team members',
        'Custom integrations and API limits',
        'Security and compliance review',
        'Tailored onboarding and training',
        'Volume pricing',
      ],
      action: { label: 'Speak to a Rep', to: '/contact' },
    },
  ];
}

/** The pricing page for a visitor (`signedIn` false) or a signed-in user. */
export function pricingContent(signedIn: boolean): MarketingPageContent {
  return {
    documentTitle: 'Pricing',
    hero: {
      eyebrow: 'Pricing',
      title: 'Plans that grow with your content',
      description: `Start free, then choose the ${APP_NAME} plan that fits how many people write and how many brands you manage.`,
      actions: [{ label: 'Compare Tools', to: '/comparison', variant: 'outline' }],
      note: 'Every plan starts with a 30-day free trial. No credit card required.',
    },
    sections: [
      {
        kind: 'plans',
        id: 'plans',
        heading: 'Choose your plan',
        intro: 'All prices in US dollars, billed monthly. Change or cancel at any time.',
        plans: plans(signedIn),
        note: 'The free trial includes every feature except sentiment intelligence, voice learning and predictive analytics.',
      },
      {
        kind: 'call-to-action',
        id: 'help-choosing',
        heading: 'Not sure which plan fits?',
        text: 'Tell us about your team and your clients and we will recommend the right setup, or compare us with the tools you use today.',
        actions: [
          { label: 'Talk to Us', to: '/contact' },
          { label: 'Watch the Demos', to: '/demo', variant: 'outline' },
        ],
      },
    ],
  };
}
