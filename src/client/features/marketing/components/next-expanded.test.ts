import { expect, it } from 'vitest';
import { nextExpanded } from './next-expanded.js';

it('opens the clicked card when none is open', () => {
  expect(nextExpanded(null, 'sentiment')).toBe('sentiment');
});

it('moves to the clicked card, closing the one that was open', () => {
  expect(nextExpanded('workflow', 'sentiment')).toBe('sentiment');
});

it('closes the open card when it is clicked again', () => {
  expect(nextExpanded('sentiment', 'sentiment')).toBeNull();
});
