import type { PaymentProvider as ProviderName, SubscriptionStatus } from '../../../shared/contract/subscriptions.js';
import type { PaidTier } from '../plans.js';

/** What the server asks a provider to charge for. */
export interface CheckoutRequest {
  user: { id: number; email: string; firstName: string; lastName: string };
  tier: PaidTier;
  /** Only a first paid subscription has the trial. */
  withTrial: boolean;
  /** The provider's customer from an earlier subscription, reused so its saved details stay. */
  customerId: string | null;
  /** Absolute URLs of /subscription?checkout=success|canceled on this site. */
  successUrl: string;
  cancelUrl: string;
}

/** A provider's confirmation that a user now holds a paid subscription. */
export interface Activation {
  kind: 'activated';
  userId: number;
  tier: PaidTier;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: Exclude<SubscriptionStatus, 'canceled'>;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
}

/** A change to a subscription the provider already confirmed; absent fields stay as they are. */
export interface SubscriptionUpdate {
  kind: 'updated';
  providerSubscriptionId: string;
  tier?: PaidTier;
  status?: Exclude<SubscriptionStatus, 'canceled'>;
  cancelAtPeriodEnd?: boolean;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
}

/** The subscription is over: the account goes back to the free plan. */
export interface SubscriptionEnd {
  kind: 'ended';
  providerSubscriptionId: string;
}

export type SubscriptionChange = Activation | SubscriptionUpdate | SubscriptionEnd;

/** A verified webhook event: its id (for replay protection) and what it changes, if anything. */
export interface BillingEvent {
  eventId: string;
  type: string;
  change: SubscriptionChange | null;
}

export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'confirmed'; activation: Activation };

/** Thrown when a webhook's signature does not check out: the caller answers 400 and changes nothing. */
export class WebhookVerificationError extends Error {}

/** Thrown when the provider refused or could not be reached; the message is safe to show. */
export class ProviderError extends Error {}

/**
 * One payment provider. The plan changes only through an Activation: from a verified webhook, or
 * at once from the offline test mode.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutOutcome>;
  /** Stops renewal; the plan stays until the paid period ends. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Undoes cancelAtPeriodEnd before the period ends. */
  resume(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription at once (it was replaced by a new one). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Checks a webhook's signature and reads it; throws WebhookVerificationError when forged. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<BillingEvent>;
}
