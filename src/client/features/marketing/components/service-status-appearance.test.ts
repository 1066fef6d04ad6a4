import { describe, expect, it } from 'vitest';
import { overallStatus, statusAppearance } from './service-status-appearance.js';

describe('statusAppearance', () => {
  it('gives each status of spec §4 its own label, icon and colour', () => {
    const known = ['operational', 'maintenance', 'degraded', 'outage'].map(statusAppearance);
    expect(known.map((appearance) => appearance.label)).toEqual([
      'Operational',
      'Under Maintenance',
      'Degraded Performance',
      'Outage',
    ]);
    expect(new Set(known.map((appearance) => appearance.icon)).size).toBe(4);
    expect(new Set(known.map((appearance) => appearance.textClass)).size).toBe(4);
  });

  it('falls back to "unknown" for values it does not know, with an icon and colour of its own', () => {
    const fallback = statusAppearance('partial_outage');
    expect(fallback.label).toBe('Status Unknown');
    expect(statusAppearance('')).toBe(fallback);
    // Object keys must not leak in as statuses.
    expect(statusAppearance('toString')).toBe(fallback);
    expect(statusAppearance('unknown')).toBe(fallback);
    const knownIcons = ['operational', 'maintenance', 'degraded', 'outage'].map((status) => statusAppearance(status).icon);
    expect(knownIcons).not.toContain(fallback.icon);
  });
});

describe('overallStatus', () => {
  it('reads "All Systems Operational" only when every service is operational', () => {
    expect(overallStatus(['operational', 'operational'])).toBe('operational');
    expect(statusAppearance(overallStatus(['operational'])).headline).toBe('All Systems Operational');
  });

  it('reports the most serious state present', () => {
    expect(overallStatus(['operational', 'maintenance'])).toBe('maintenance');
    expect(overallStatus(['maintenance', 'degraded', 'operational'])).toBe('degraded');
    expect(overallStatus(['degraded', 'outage', 'maintenance'])).toBe('outage');
  });

  it('ranks an unknown state above planned maintenance but below real trouble', () => {
    expect(overallStatus(['maintenance', 'mystery'])).toBe('unknown');
    expect(overallStatus(['mystery', 'degraded'])).toBe('degraded');
  });
});
