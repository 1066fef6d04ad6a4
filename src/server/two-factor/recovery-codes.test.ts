import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten different codes of two groups of five, without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, and different codes differently', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDE FGHJK'));
    expect(hashRecoveryCode('abcdefghjk')).toBe(hashRecoveryCode('abcde-fghjk'));
    expect(hashRecoveryCode('abcde-fghjm')).not.toBe(hashRecoveryCode('abcde-fghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toContain('abcde');
  });
});
