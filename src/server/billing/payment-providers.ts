import type { PaymentMethod, PaymentProvider as ProviderName, PaymentSettingsResponse } from '../../shared/contract/subscriptions.js';
import type { BillingSettings } from './billing-settings.js';
import type { PaymentProvider } from './providers/payment-provider.js';
import { paypalProvider } from './providers/paypal-provider.js';
import { stripeProvider } from './providers/stripe-provider.js';
import { testModeProvider } from './providers/test-mode-provider.js';

/** The configured providers: Stripe for cards and PayPal for the wallet, test mode for any missing. */
export interface PaymentProviders {
  forMethod(method: PaymentMethod): PaymentProvider;
  /** The provider that holds an existing subscription; undefined when it is no longer configured. */
  byName(name: ProviderName): PaymentProvider | undefined;
  settings: PaymentSettingsResponse;
}

export function createPaymentProviders(settings: BillingSettings, overrides: Partial<Record<ProviderName, PaymentProvider>> = {}): PaymentProviders {
  const test = overrides.test ?? testModeProvider();
  const stripe = overrides.stripe ?? (settings.stripe ? stripeProvider(settings.stripe) : undefined);
  const paypal = overrides.paypal ?? (settings.paypal ? paypalProvider(settings.paypal) : undefined);
  const card = stripe ?? test;
  const wallet = paypal ?? test;
  return {
    forMethod: (method) => (method === 'stripe' ? card : wallet),
    byName: (name) => (name === 'stripe' ? stripe : name === 'paypal' ? paypal : test),
    settings: { card: card.name, wallet: wallet.name, testMode: card.name === 'test' || wallet.name === 'test' },
  };
}
