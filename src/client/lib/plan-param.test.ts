import { describe, expect, it } from 'vitest';
import { parsePlanParam, pathAfterSignup } from './plan-param.js';

describe('parsePlanParam', () => {
  it('accepts the paid plans', () => {
    expect(parsePlanParam('individual')).toBe('individual');
    expect(parsePlanParam('family')).toBe('family');
    expect(parsePlanParam('enterprise')).toBe('enterprise');
  });

  it('refuses free, unknown, differently cased and missing values', () => {
    expect(parsePlanParam('free')).toBeNull();
    expect(parsePlanParam('platinum')).toBeNull();
    expect(parsePlanParam('Family')).toBeNull();
    expect(parsePlanParam('')).toBeNull();
    expect(parsePlanParam(null)).toBeNull();
    expect(parsePlanParam('toString')).toBeNull();
  });
});

describe('pathAfterSignup', () => {
  it('goes on to the subscription screen with a paid plan', () => {
    expect(pathAfterSignup('family')).toBe('/subscription?plan=family');
    expect(pathAfterSignup('individual')).toBe('/subscription?plan=individual');
  });

  it('goes to the dashboard otherwise, as spec §2 says', () => {
    expect(pathAfterSignup(null)).toBe('/dashboard');
    expect(pathAfterSignup('free')).toBe('/dashboard');
    expect(pathAfterSignup('//evil.example')).toBe('/dashboard');
  });
});
