import type { PaidTier } from './plans.js';

/** Stripe takes card payments (ADR 0010). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Price ids per plan; a plan without one is charged at its price from plans.ts (inline price_data). */
  prices: Record<PaidTier, string | undefined>;
  /** Another API host (tests, a proxy); Stripe's own when absent. */
  apiBase: string | undefined;
}

/** PayPal takes wallet payments through its REST API (ADR 0010). */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** The billing plan id (P-…) created in PayPal for each paid plan. */
  plans: Record<PaidTier, string>;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com, without a trailing slash. */
  apiBase: string;
}

/** Each provider left out is replaced by the test-mode provider, so the flow works offline. */
export interface BillingSettings {
  stripe: StripeSettings | undefined;
  paypal: PayPalSettings | undefined;
}

export const TEST_MODE_BILLING: BillingSettings = { stripe: undefined, paypal: undefined };
