import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, type TestApp } from '../../../tests/support/test-app.js';

/** Behind one trusted proxy (TRUST_PROXY=true), as the app runs in production. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
});
afterAll(async () => {
  await t.close();
});

const PROXY = '10.0.0.2';

describe('security headers', () => {
  it('forbid framing one way, allow the microphone to the app only, and send HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: PROXY });
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['permissions-policy']).toContain('microphone=(self)');
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const overHttps = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('come with every answer, a 404 and a refusal included, with the rest of helmet’s set', async () => {
    for (const url of ['/api/health', '/api/no-such-thing', '/api/documents']) {
      const answer = await t.app.inject({ method: 'GET', url, remoteAddress: PROXY });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(answer.headers, url).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': expect.stringContaining('microphone=(self)'),
      });
      expect(answer.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('TRUST_PROXY=true means one proxy, not every hop', () => {
  it('reads the client address the proxy appended, so a spoofed X-Forwarded-For cannot dodge the per-address limit', async () => {
    const account = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress: PROXY })).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: PROXY,
        // A client that invents a new address each time; the proxy appends the real one.
        headers: { 'x-forwarded-for': `203.0.113.${index}, 198.51.100.30` },
        payload: { email: account.email, password: `wrong guess ${index}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
  });
});
