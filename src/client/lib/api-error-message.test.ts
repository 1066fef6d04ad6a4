import { describe, expect, it } from 'vitest';
import { getApiErrorMessage } from './api-error-message.js';

describe('getApiErrorMessage', () => {
  it('reads the error field of a JSON body', () => {
    expect(getApiErrorMessage(new Error('409: {"error":"Email already registered"}'))).toBe('Email already registered');
  });

  it('reads the message field when there is no error field', () => {
    expect(getApiErrorMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe(
      'Invalid email or password',
    );
  });

  it('returns null for bodies that are not JSON objects with a message', () => {
    expect(getApiErrorMessage(new Error('502: Bad Gateway'))).toBeNull();
    expect(getApiErrorMessage(new Error('400: {"error":""}'))).toBeNull();
    expect(getApiErrorMessage(new Error('400: "text"'))).toBeNull();
  });

  it('returns null for errors that did not come from a response', () => {
    expect(getApiErrorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(getApiErrorMessage('409: {"error":"x"}')).toBeNull();
  });
});
