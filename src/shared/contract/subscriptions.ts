import { z } from 'zod';
import { paymentProviders as paymentMethods, subscriptionStatuses, subscriptionTiers } from '../vocabulary.js';
import { recordIdText } from './ids.js';

/**
 * Plans, a user's subscription and the subscribe call (spec §3 Plan, User subscription,
 * Subscription create payload; §7 pricing and subscription calls; issue 5).
 */

export { subscriptionStatuses, type SubscriptionStatus } from '../vocabulary.js';

/** What the subscribe call's paymentMethod names: the card provider, or the wallet (spec §7). */
export { paymentProviders as paymentMethods, type PaymentProvider as PaymentMethod } from '../vocabulary.js';

/** Who takes the money: the two real providers, or the offline test mode when no keys are set. */
export const paymentProviders = ['stripe', 'paypal', 'test'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const planLimits = z.object({
  documentsPerMonth: z.number().int().nonnegative(),
  aiSuggestionsPerMonth: z.number().int().nonnegative(),
  storageGB: z.number().nonnegative(),
});
export type PlanLimits = z.infer<typeof planLimits>;

export const plan = z.object({
  id: z.enum(subscriptionTiers),
  name: z.string(),
  /** US dollars per month. */
  price: z.number().nonnegative(),
  features: z.array(z.string()),
  limits: planLimits,
});
export type Plan = z.infer<typeof plan>;

export const plansResponse = z.array(plan);

export const userSubscription = z.object({
  subscriptionTier: z.enum(subscriptionTiers),
  subscriptionStatus: z.enum(subscriptionStatuses),
  isMasterAccount: z.boolean(),
  /** When a trial ends (ISO 8601), while trialing. */
  trialEndsAt: z.string().nullable(),
  /** When the paid period ends or ended (ISO 8601); null on the free plan. */
  currentPeriodEnd: z.string().nullable(),
  /** A canceled paid plan keeps its tier until currentPeriodEnd; resume undoes the cancel. */
  cancelAtPeriodEnd: z.boolean(),
  paymentProvider: z.enum(paymentProviders).nullable(),
});
export type UserSubscription = z.infer<typeof userSubscription>;

export const createSubscriptionBody = z.object({
  /** The spec's client sends the user's id; a numeric string is read as the number. */
  userId: recordIdText,
  planId: z.string().min(1, 'planId is required'),
  paymentMethod: z.enum(paymentMethods, 'paymentMethod must be "stripe" or "paypal"'),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;

/**
 * The provider either confirmed at once (test mode) or wants the payer sent to its checkout page;
 * in both cases the plan changes only when the provider's confirmation arrives on the server.
 */
export const createSubscriptionResponse = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('completed'), provider: z.enum(paymentProviders), subscription: userSubscription }),
  z.object({ outcome: z.literal('redirect'), provider: z.enum(paymentProviders), checkoutUrl: z.string() }),
]);
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>;

/** Which providers are live, so the page can say "Test mode" and name who processes the payment. */
export const paymentSettingsResponse = z.object({
  card: z.enum(paymentProviders),
  wallet: z.enum(paymentProviders),
  testMode: z.boolean(),
});
export type PaymentSettingsResponse = z.infer<typeof paymentSettingsResponse>;

/**
 * Answer of a call refused by a plan limit (402). `limit` names which one, so the client can say
 * what ran out; `upgradeUrl` is where to go about it.
 */
export const planLimitResponse = z.object({
  error: z.string(),
  limit: z.enum(['documentsPerMonth', 'storageGB', 'aiSuggestionsPerMonth', 'seats']),
  upgradeUrl: z.literal('/subscription'),
});
export type PlanLimitResponse = z.infer<typeof planLimitResponse>;
