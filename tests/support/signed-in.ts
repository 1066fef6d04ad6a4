import { expect } from 'vitest';
import { confirmEmailOf } from './mail.js';
import { newAccount, sessionCookieFrom, type TestApp } from './test-app.js';

let addressCounter = 0;

/**
 * Signs up a new account (its own workspace), confirms its address by the mailed link (as most
 * owners do; API keys need it) and returns a Cookie header for it.
 */
export async function signedInAccount(t: TestApp): Promise<{ cookie: string; userId: number }> {
  const account = newAccount();
  // A distinct address per sign-up keeps the per-address sign-up limit out of the way.
  const remoteAddress = `10.99.${Math.floor(addressCounter / 250)}.${(addressCounter += 1) % 250}`;
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress });
  expect(registered.statusCode).toBe(201);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(login.statusCode).toBe(200);
  const cookie = sessionCookieFrom(login);
  await confirmEmailOf(t, cookie);
  return { cookie, userId: registered.json<{ user: { id: number } }>().user.id };
}
