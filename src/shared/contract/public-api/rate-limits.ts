import type { SubscriptionTier } from '../auth.js';

/**
 * The public API's plan limits (spec §9), read by the server that enforces them and by the
 * /api-docs page that shows them, so the two cannot disagree. null: unlimited.
 */
export interface ApiRateLimit {
  perHour: number;
  perMonth: number;
}

export const API_RATE_LIMITS: Record<SubscriptionTier, ApiRateLimit | null> = {
  free: { perHour: 100, perMonth: 1_000 },
  individual: { perHour: 1_000, perMonth: 10_000 },
  family: { perHour: 5_000, perMonth: 50_000 },
  enterprise: null,
};

/** The response headers of the limit (RFC-draft names, as GitHub and Stripe send them). */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
  window: 'x-ratelimit-window',
} as const;
