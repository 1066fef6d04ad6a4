import { describe, expect, it } from 'vitest';
import type { BrandRules } from './brand-terms.js';
import { findingsOf, flagged } from './feedback-test-helpers.js';

const brand: BrandRules = {
  name: 'Inkwise',
  bannedTerms: ['art', 'synergy', 'best in class', 'C++'],
  preferredTerms: [
    { term: 'e-mail', instead: 'email' },
    { term: 'sign-in', instead: 'log in' },
  ],
};

describe('brand terms', () => {
  it('flags a banned term as an error, with no fix', () => {
    expect(findingsOf('We love Art and synergy.', 'banned-term', { brand })).toMatchObject([
      { text: 'Art', category: 'brand', severity: 'error', fixes: [], safe: false, message: '“Art” is on Inkwise\'s list of banned terms.' },
      { text: 'synergy' },
    ]);
  });

  it('matches whole words only, and phrases across any white space', () => {
    expect(flagged('Start the party, smart artists and partners.', 'banned-term', { brand })).toEqual([]);
    expect(flagged('A best  in class tool, the best-in-class ones.', 'banned-term', { brand })).toEqual(['best  in class']);
    expect(flagged('We write C++ and C# daily.', 'banned-term', { brand })).toEqual(['C++']);
  });

  it('replaces a preferred term safely, keeping its case', () => {
    expect(findingsOf('Send an e-mail. E-mail us. E-MAIL.', 'preferred-term', { brand }).map((finding) => finding.fixes)).toEqual([
      ['email'],
      ['Email'],
      ['EMAIL'],
    ]);
    expect(findingsOf('Use the sign-in page.', 'preferred-term', { brand })[0]).toMatchObject({
      text: 'sign-in',
      severity: 'warning',
      safe: true,
      message: 'Inkwise says “log in”, not “sign-in”.',
    });
  });

  it('corrects the brand name written in another case, and leaves it alone when right', () => {
    expect(findingsOf('inkwise and INKWISE and Inkwise.', 'brand-name', { brand }).map((finding) => [finding.text, finding.fixes])).toEqual([
      ['inkwise', ['Inkwise']],
      ['INKWISE', ['Inkwise']],
    ]);
    expect(flagged('Inkwise, Inkwise’s voice, inkwiser.', 'brand-name', { brand })).toEqual([]);
  });

  it('checks nothing without a brand, nor for empty terms', () => {
    expect(findingsOf('art e-mail inkwise', 'banned-term')).toEqual([]);
    expect(flagged('Plain text.', 'banned-term', { brand: { name: '', bannedTerms: ['', '  '], preferredTerms: [{ term: '', instead: 'x' }] } })).toEqual([]);
  });

  it('reads the rules afresh when they change', () => {
    expect(flagged('We love art.', 'banned-term', { brand: { ...brand, bannedTerms: ['love'] } })).toEqual(['love']);
  });
});
