import { describe, expect, it } from 'vitest';
import { paymentNote, providerFor, providerName } from './payment-note.js';

const live = { card: 'stripe', wallet: 'paypal', testMode: false } as const;
const test = { card: 'test', wallet: 'test', testMode: true } as const;

describe('paymentNote', () => {
  it('names the provider of the chosen method when live', () => {
    expect(paymentNote('stripe', live)).toBe('Secure payment processed by Stripe');
    expect(paymentNote('paypal', live)).toBe('Secure payment processed by PayPal');
  });

  it('says test mode, per method, when no keys are set', () => {
    expect(paymentNote('stripe', test)).toBe('Test mode: the card payment is simulated and nothing is charged.');
    expect(paymentNote('paypal', test)).toBe('Test mode: the PayPal payment is simulated and nothing is charged.');
  });

  it('handles one provider live and the other in test mode', () => {
    const mixed = { card: 'stripe', wallet: 'test', testMode: false } as const;
    expect(paymentNote('stripe', mixed)).toBe('Secure payment processed by Stripe');
    expect(paymentNote('paypal', mixed)).toContain('Test mode');
  });

  it('names the method’s own provider before the settings load', () => {
    expect(providerFor('stripe', undefined)).toBe('stripe');
    expect(paymentNote('paypal', undefined)).toBe('Secure payment processed by PayPal');
  });
});

describe('providerName', () => {
  it('names every provider', () => {
    expect(providerName('stripe')).toBe('Stripe');
    expect(providerName('paypal')).toBe('PayPal');
    expect(providerName('test')).toBe('Test mode');
  });
});
