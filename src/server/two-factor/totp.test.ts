import { describe, expect, it } from 'vitest';
import { acceptedStep, isReusedCode, newTotpSecret, otpauthUrl, totpCodeAt } from './totp.js';

// RFC 6238 Appendix B's SHA-1 secret ("12345678901234567890") in base32, and its 8-digit vectors cut to 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('computes the RFC 6238 test vectors (SHA-1, last 6 digits)', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('makes 160-bit base32 secrets, different every time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts one step either side and gives the step the code belongs to', () => {
    const now = 1_700_000_015_000; // step 56666667
    const step = Math.floor(now / 30_000);
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now, null)).toBe(step);
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1);
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1);
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60_000), now, null)).toBeNull();
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now, null)).toBeNull();
    expect(acceptedStep(RFC_SECRET, '000000', now, null)).toBeNull();
  });

  it('refuses the last used step and older ones, and tells them from wrong codes', () => {
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 30_000);
    const code = totpCodeAt(RFC_SECRET, now);
    expect(acceptedStep(RFC_SECRET, code, now, step)).toBeNull();
    expect(isReusedCode(RFC_SECRET, code, now, step)).toBe(true);
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now, step)).toBeNull();
    expect(acceptedStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now, step)).toBe(step + 1);
    expect(isReusedCode(RFC_SECRET, '000000', now, step)).toBe(false);
    expect(isReusedCode(RFC_SECRET, code, now, null)).toBe(false);
  });

  it('labels the otpauth URL with the app and the account', () => {
    const url = otpauthUrl(RFC_SECRET, { issuer: 'Inkwise', label: 'ada@example.com' });
    expect(url).toBe(`otpauth://totp/Inkwise:ada%40example.com?issuer=Inkwise&secret=${RFC_SECRET}&algorithm=SHA1&digits=6&period=30`);
  });
});
