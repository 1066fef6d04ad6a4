import { describe, expect, it } from 'vitest';
import { contrastRatio, personColour, PERSON_COLOURS } from './person-colour';

describe('personColour', () => {
  it('gives a user the same colour every time', () => {
    expect(personColour(42)).toBe(personColour(42));
  });

  it('spreads neighbouring users over the palette', () => {
    const colours = new Set([1, 2, 3, 4, 5, 6].map(personColour));
    expect(colours.size).toBeGreaterThanOrEqual(5);
  });

  it('only picks colours from the palette, also for large ids', () => {
    for (const id of [0, 1, 999_999_999, 2 ** 31 - 1]) expect(PERSON_COLOURS).toContain(personColour(id));
  });

  it.each(PERSON_COLOURS)('%s carries white name text at AA (4.5:1) and shows as a caret on white (3:1)', (colour) => {
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
