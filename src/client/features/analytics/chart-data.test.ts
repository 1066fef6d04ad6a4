import { describe, expect, it } from 'vitest';
import { personalitySlices } from './chart-data.js';

describe('personalitySlices', () => {
  it('labels groups by personality id or "None" with their share, largest first', () => {
    const slices = personalitySlices([
      { personalityId: 1, count: 1 },
      { personalityId: null, count: 1 },
      { personalityId: 3, count: 2 },
    ]);
    expect(slices.map(({ name, count, percent }) => ({ name, count, percent }))).toEqual([
      { name: 'Personality 3', count: 2, percent: 50 },
      { name: 'Personality 1', count: 1, percent: 25 },
      { name: 'None', count: 1, percent: 25 },
    ]);
  });

  it('gives each of the five personalities its own colour', () => {
    const fills = personalitySlices([1, 2, 3, 4, 5].map((personalityId) => ({ personalityId, count: 1 }))).map(
      (slice) => slice.fill,
    );
    expect(new Set(fills).size).toBe(5);
  });

  it('has no slices without documents', () => {
    expect(personalitySlices([])).toEqual([]);
    expect(personalitySlices([{ personalityId: 1, count: 0 }])).toEqual([]);
  });
});
