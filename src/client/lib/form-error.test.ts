import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './form-error.js';

describe('firstErrorMessage', () => {
  it('reads a field’s own message', () => {
    expect(firstErrorMessage({ type: 'custom', message: 'Name is required' })).toBe('Name is required');
  });

  it('finds the message of an item of a list', () => {
    expect(firstErrorMessage([undefined, { type: 'too_big', message: 'Each keyword must be at most 80 characters' }])).toBe(
      'Each keyword must be at most 80 characters',
    );
  });

  it('is undefined when there is no error', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
