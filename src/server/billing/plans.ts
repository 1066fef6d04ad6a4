import type { SubscriptionTier } from '../../shared/contract/auth.js';
import type { Plan, PlanLimits } from '../../shared/contract/subscriptions.js';
import { ENTERPRISE_SEATS } from '../../shared/limits.js';

/**
 * The plans: the one source of truth for names, prices, features and limits (ADR 0009). The API's
 * prices follow the API docs page's reading ($29/$79/$299); the public pricing page keeps the
 * spec's display figures.
 */
export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    features: ['AI writing assistant', 'SEO and readability scores', '1 brand voice', 'Import .txt and .md files'],
    limits: { documentsPerMonth: 25, aiSuggestionsPerMonth: 250, storageGB: 1 },
  },
  {
    id: 'individual',
    name: 'Individual',
    price: 29,
    features: ['Everything in Free', '5 brand voices', 'Templates library', 'Voice input', 'Analytics dashboard'],
    limits: { documentsPerMonth: 250, aiSuggestionsPerMonth: 5_000, storageGB: 10 },
  },
  {
    id: 'family',
    name: 'Family',
    price: 79,
    features: [
      'Everything in Individual',
      'Up to 5 team members',
      '15 brand voices',
      'Sentiment intelligence',
      'Voice training',
    ],
    limits: { documentsPerMonth: 1_000, aiSuggestionsPerMonth: 25_000, storageGB: 50 },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 299,
    features: [
      'Everything in Family',
      'Up to 10 team members',
      'Unlimited brand voices',
      'Predictive content intelligence',
      'Dedicated success manager',
      '24/7 support',
      '99.99% uptime SLA',
    ],
    limits: { documentsPerMonth: 10_000, aiSuggestionsPerMonth: 250_000, storageGB: 500 },
  },
];

export { paidTiers, type PaidTier } from '../../shared/vocabulary.js';
import { paidTiers, type PaidTier } from '../../shared/vocabulary.js';

export function isPaidTier(value: string): value is PaidTier {
  return (paidTiers as readonly string[]).includes(value);
}

export function planOf(tier: SubscriptionTier): Plan {
  const plan = PLANS.find((candidate) => candidate.id === tier);
  if (!plan) throw new Error(`no plan ${tier}`);
  return plan;
}

/** What an account may use; null for the master account, which has no limits (spec §6). */
export function limitsOf(account: { subscriptionTier: SubscriptionTier; isMasterAccount: boolean }): PlanLimits | null {
  return account.isMasterAccount ? null : planOf(account.subscriptionTier).limits;
}

/**
 * Seats of a workspace by its owner's plan (issue 18, ADR 0036): the pricing's "up to 5 team
 * members" and "up to 10", and one (the owner) below. Kept beside the plans rather than in their
 * `limits`, which the public plans endpoint answers with the spec's shape.
 */
export const PLAN_SEATS: Readonly<Record<SubscriptionTier, number>> = { free: 1, individual: 1, family: 5, enterprise: ENTERPRISE_SEATS };

/** A first paid subscription starts with the trial the site advertises (spec §1). */
export const TRIAL_DAYS = 14;
