import type { PaymentMethod, PaymentProvider, PaymentSettingsResponse } from '@shared/contract/subscriptions';

const providerNames: Record<PaymentProvider, string> = { stripe: 'Stripe', paypal: 'PayPal', test: 'Test mode' };

/** The provider's name for people: "Stripe", "PayPal", or "Test mode" for the offline provider. */
export function providerName(provider: PaymentProvider): string {
  return providerNames[provider];
}

/** The card goes to the card provider, PayPal to the wallet's; before the settings load, the method's own. */
export function providerFor(method: PaymentMethod, settings: PaymentSettingsResponse | undefined): PaymentProvider {
  if (!settings) return method;
  return method === 'stripe' ? settings.card : settings.wallet;
}

const methodNames: Record<PaymentMethod, string> = { stripe: 'card', paypal: 'PayPal' };

/**
 * Spec §2's "Secure payment processed by {provider}" for the chosen method. In test mode nothing
 * is charged, and the note says so instead of naming a provider that takes no part.
 */
export function paymentNote(method: PaymentMethod, settings: PaymentSettingsResponse | undefined): string {
  const provider = providerFor(method, settings);
  if (provider === 'test') return `Test mode: the ${methodNames[method]} payment is simulated and nothing is charged.`;
  return `Secure payment processed by ${providerName(provider)}`;
}
