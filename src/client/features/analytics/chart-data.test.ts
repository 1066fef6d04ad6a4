import { describe, expect, it } from 'vitest';
import { countAxis, personalitySlices, weekdayChartDescription } from './chart-data.js';

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

describe('countAxis', () => {
  it('runs from 0 to a round top at or above the busiest day, in whole numbers', () => {
    expect(countAxis(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countAxis(2)).toEqual([0, 1, 2]);
    expect(countAxis(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countAxis(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('still has a top when every count is 0', () => {
    expect(countAxis(0)).toEqual([0, 1]);
  });
});

describe('weekdayChartDescription', () => {
  it('agrees with the number of documents', () => {
    expect(weekdayChartDescription(1)).toBe('When your 1 document was created, Monday to Sunday.');
    expect(weekdayChartDescription(1200)).toBe('When your 1,200 documents were created, Monday to Sunday.');
  });
});
