import { describe, expect, it } from 'vitest';
import { getRedirectTarget } from './redirect-target.js';

describe('getRedirectTarget', () => {
  it('returns the remembered same-site location with its query', () => {
    expect(getRedirectTarget({ from: '/analytics?range=7d' })).toBe('/analytics?range=7d');
  });

  it('falls back to the dashboard for anything else', () => {
    expect(getRedirectTarget(null)).toBe('/dashboard');
    expect(getRedirectTarget({})).toBe('/dashboard');
    expect(getRedirectTarget({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(getRedirectTarget({ from: '//evil.example/x' })).toBe('/dashboard');
  });
});
