import type { SubscriptionTier } from '@shared/contract/auth';
import type { Plan, PlanLimits, SubscriptionStatus, UserSubscription } from '@shared/contract/subscriptions';
import { formatDate, formatNumber } from '../../lib/format.js';

/** Spec §2: who each plan is for, under its name. */
const captions: Record<SubscriptionTier, string> = {
  free: 'Perfect for trying out',
  individual: 'Ideal for solo creators',
  family: 'Built for small teams',
  enterprise: 'For large enterprises',
};

export function planCaption(id: SubscriptionTier): string {
  return captions[id];
}

/** Spec §2: "Most Popular" on individual, "Premium" on enterprise. */
export function planBadge(id: SubscriptionTier): string | null {
  if (id === 'individual') return 'Most Popular';
  if (id === 'enterprise') return 'Premium';
  return null;
}

/** Names to fall back on before the plans have loaded (the plans' own names win). */
const tierNames: Record<SubscriptionTier, string> = {
  free: 'Free',
  individual: 'Individual',
  family: 'Family',
  enterprise: 'Enterprise',
};

export function tierName(tier: SubscriptionTier, plans?: readonly Plan[]): string {
  return plans?.find((plan) => plan.id === tier)?.name ?? tierNames[tier];
}

const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export function statusLabel(status: SubscriptionStatus): string {
  return statusLabels[status];
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** "$0", "$250", "$1,500", "$29.99": whole prices without cents. */
export function formatPrice(price: number): string {
  return dollars.format(price).replace(/\.00$/, '');
}

const gigabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Spec §2: the plan card's limits, the AI suggestions with thousands separators. */
export function formatPlanLimits(limits: PlanLimits): string[] {
  const documents = limits.documentsPerMonth;
  return [
    `${formatNumber(documents)} ${documents === 1 ? 'document' : 'documents'} per month`,
    `${formatNumber(limits.aiSuggestionsPerMonth)} AI suggestions per month`,
    `${gigabytes.format(limits.storageGB)} GB storage`,
  ];
}

/** A cancelled paid plan keeps its tier until the period ends; "Resume plan" undoes it until then. */
export function isCanceling(subscription: UserSubscription): boolean {
  return subscription.cancelAtPeriodEnd || subscription.subscriptionStatus === 'canceled';
}

/** The banner's dates: when a trial ends, when the plan renews, or until when a cancelled plan lasts. */
export function subscriptionDetails(subscription: UserSubscription): string[] {
  if (subscription.isMasterAccount) return ['Lifetime access with no billing'];
  const { subscriptionStatus: status, trialEndsAt, currentPeriodEnd } = subscription;
  const details: string[] = [];
  if (status === 'trialing' && trialEndsAt) details.push(`Trial ends ${formatDate(trialEndsAt)}`);
  if (status === 'past_due') details.push('Payment past due');
  if (currentPeriodEnd) {
    if (isCanceling(subscription)) details.push(`Access until ${formatDate(currentPeriodEnd)}`);
    else if (status !== 'trialing') details.push(`Renews ${formatDate(currentPeriodEnd)}`);
  }
  return details;
}
