import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, type TestApp } from '../../../tests/support/test-app.js';

/**
 * Issue 12, defects 5 and 6: the failed-sign-in limit could be raced (16–20 answers of 401 where
 * the limit is 8), and anyone could lock any account out with 8 wrong passwords.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;
const attempt = (body: object, remoteAddress: string, cookie = '') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress, headers: cookie ? { cookie } : {} });

async function registered() {
  const account = newAccount();
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress: nextAddress() })).statusCode).toBe(201);
  return account;
}

function deviceCookieOf(response: Awaited<ReturnType<typeof attempt>>): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'inkwise_device');
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  return `inkwise_device=${cookie!.value}`;
}

describe('the sign-in throttle', () => {
  it('counts concurrent wrong passwords atomically: 20 at once get at most 8 answers of 401', async () => {
    const account = await registered();
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => attempt({ email: account.email, password: `wrong guess ${index}` }, address)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12);
  });

  it('refuses the guessing address, but not the account’s owner elsewhere: wrong passwords do not lock an account', async () => {
    const account = await registered();
    const attacker = nextAddress();
    for (let index = 0; index < 8; index += 1) {
      expect((await attempt({ email: account.email, password: `wrong guess ${index}` }, attacker)).statusCode).toBe(401);
    }
    expect((await attempt({ email: account.email, password: account.password }, attacker)).statusCode).toBe(429);
    // The owner, from their own address and a browser that never signed in: let in, if slowed.
    expect((await attempt({ email: account.email, password: account.password }, nextAddress())).statusCode).toBe(200);
  });

  it('slows guesses at one email from many addresses instead of refusing them', async () => {
    const account = await registered();
    for (let index = 0; index < 8; index += 1) {
      expect((await attempt({ email: account.email, password: `wrong guess ${index}` }, nextAddress())).statusCode).toBe(401);
    }
    const started = Date.now();
    expect((await attempt({ email: account.email, password: 'ninth guess' }, nextAddress())).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    const again = Date.now();
    expect((await attempt({ email: account.email, password: 'tenth guess' }, nextAddress())).statusCode).toBe(401);
    expect(Date.now() - again).toBeGreaterThanOrEqual(490);
  });

  it('lets a correct password from a browser that signed in before through at once, whatever the guessing', async () => {
    const account = await registered();
    const home = nextAddress();
    const device = deviceCookieOf(await attempt({ email: account.email, password: account.password }, home));
    // Eight guesses from the owner's own address (a shared office NAT), then more from elsewhere.
    for (let index = 0; index < 8; index += 1) await attempt({ email: account.email, password: `wrong ${index}` }, home);
    expect((await attempt({ email: account.email, password: account.password }, home)).statusCode).toBe(429);
    for (let index = 0; index < 2; index += 1) await attempt({ email: account.email, password: `more ${index}` }, nextAddress());

    const started = Date.now();
    const signedIn = await attempt({ email: account.email, password: account.password }, home, device);
    expect(signedIn.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('gives a known browser its own limit, so a stolen device cookie does not allow brute force', async () => {
    const account = await registered();
    const address = nextAddress();
    const device = deviceCookieOf(await attempt({ email: account.email, password: account.password }, address));
    for (let index = 0; index < 8; index += 1) {
      expect((await attempt({ email: account.email, password: `wrong ${index}` }, nextAddress(), device)).statusCode).toBe(401);
    }
    expect((await attempt({ email: account.email, password: 'ninth' }, nextAddress(), device)).statusCode).toBe(429);
  });

  it('does not take another account’s device cookie for this one', async () => {
    const owner = await registered();
    const other = await registered();
    const otherDevice = deviceCookieOf(await attempt({ email: other.email, password: other.password }, nextAddress()));
    const address = nextAddress();
    for (let index = 0; index < 8; index += 1) await attempt({ email: owner.email, password: `wrong ${index}` }, address, otherDevice);
    expect((await attempt({ email: owner.email, password: owner.password }, address, otherDevice)).statusCode).toBe(429);
  });
});
