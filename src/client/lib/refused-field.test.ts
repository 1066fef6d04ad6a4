import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request';
import { refusedField } from './refused-field';

describe('refusedField', () => {
  it('reads the field a server refusal names, with its words', () => {
    const error = new ApiError(400, '400: …', { error: 'That is not your current password.', field: 'currentPassword' });
    expect(refusedField(error)).toEqual({ field: 'currentPassword', message: 'That is not your current password.' });
  });

  it('is null for a refusal that names no field, or for another error', () => {
    expect(refusedField(new ApiError(429, '429: …', { error: 'Too many wrong passwords.' }))).toBeNull();
    expect(refusedField(new ApiError(502, '502: Bad Gateway'))).toBeNull();
    expect(refusedField(new TypeError('Failed to fetch'))).toBeNull();
  });
});
