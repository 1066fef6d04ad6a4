import { describe, expect, it } from 'vitest';
import { parseClientIdParam } from './client-id-param.js';

describe('parseClientIdParam', () => {
  it('reads a positive id', () => {
    expect(parseClientIdParam('12')).toBe(12);
  });

  it('treats anything else as all clients', () => {
    for (const raw of [null, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999999999999']) {
      expect(parseClientIdParam(raw)).toBeNull();
    }
  });
});
