import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { sessions, users, workspaceMembers } from '../db/schema.js';
import { ensureMasterAccount } from './ensure-master-account.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each sign-up from its own address, so the per-address sign-up limit only bites where tested.
let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1) % 250}`;
const register = (body: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });
const login = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, headers });
const verify = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: cookie ? { cookie } : {} });

async function signedUpAndIn(remember = false) {
  const account = newAccount();
  expect((await register(account)).statusCode).toBe(201);
  const response = await login({ email: account.email, password: account.password, remember });
  expect(response.statusCode).toBe(200);
  return { account, response, cookie: sessionCookieFrom(response) };
}

describe('POST /api/auth/register', () => {
  it('creates the account and answers the public user object, never the password hash', async () => {
    const account = newAccount({ company: 'Northwind' });
    const response = await register(account);
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(Object.keys(user).sort()).toEqual(
      ['company', 'createdAt', 'email', 'emailVerified', 'firstName', 'id', 'isMasterAccount', 'lastName', 'subscriptionTier'].sort(),
    );
    expect(user).toMatchObject({
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Northwind',
      subscriptionTier: 'free',
      isMasterAccount: false,
      // Confirmed later, by the link mailed at sign-up (email-verification/routes.test.ts).
      emailVerified: false,
    });
    expect(response.body).not.toContain('argon2');
  });

  it('gives every account a workspace it owns', async () => {
    const { user } = (await register(newAccount())).json<{ user: { id: number } }>();
    const memberships = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.role).toBe('owner');
  });

  it('stores the password as an argon2id hash', async () => {
    const account = newAccount();
    await register(account);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it.each([
    ['a missing first name', { firstName: '' }, /first name is required/i],
    ['a missing last name', { lastName: '   ' }, /last name is required/i],
    ['a malformed email', { email: 'not-an-email' }, /valid email/i],
    ['a password under 8 characters', { password: 'short77' }, /at least 8 characters/i],
  ])('refuses %s with 400 {error} and creates nothing', async (_case, override, message) => {
    const account = newAccount(override as Record<string, string>);
    const response = await register(account);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.email, account.email));
    expect(row?.count).toBe(0);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const account = newAccount();
    expect((await register(account)).statusCode).toBe(201);
    const again = await register({ ...account, email: account.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it('limits sign-ups per client address with 429', async () => {
    const remoteAddress = '192.0.2.77';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await register(newAccount(), remoteAddress)).statusCode).toBe(201);
    }
    const blocked = await register(newAccount(), remoteAddress);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ error: string }>().error).toBeTruthy();
  });

  it('treats company as optional', async () => {
    const { company: _company, ...withoutCompany } = newAccount();
    const response = await register(withoutCompany);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ user: { company: string | null } }>().user.company).toBeNull();
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any case of the email and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const account = newAccount();
    await register(account);
    const response = await login({ email: account.email.toUpperCase(), password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { email: string } }>().user.email).toBe(account.email);
    const cookie = response.cookies.find((candidate) => candidate.name === 'inkwise_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const account = newAccount();
    await register(account);
    const wrongPassword = await login({ email: account.email, password: 'wrong password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'whatever123' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('with remember-me sets a cookie that persists for 30 days', async () => {
    const { response } = await signedUpAndIn(true);
    const cookie = response.cookies.find((candidate) => candidate.name === 'inkwise_session');
    const days = (new Date(String(cookie?.expires)).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('without remember-me sets a browser-session cookie that the server ends after 12 hours', async () => {
    const { response, account } = await signedUpAndIn(false);
    const cookie = response.cookies.find((candidate) => candidate.name === 'inkwise_session');
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, account.email));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await signedUpAndIn();
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(rows).toHaveLength(0);
  });

  it('issues a fresh session and ends the one the browser held', async () => {
    const { account, cookie: first } = await signedUpAndIn();
    const again = await login({ email: account.email, password: account.password }, { cookie: first });
    const second = sessionCookieFrom(again);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(401);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('refuses an empty body with 400', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBeTruthy();
  });
});

describe('failed sign-in limits', () => {
  it('answers 429 with Retry-After after too many failures for one email, even with the right password', async () => {
    const account = newAccount();
    await register(account);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await login({ email: account.email, password: `wrong-${attempt}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json<{ error: string }>().error).toMatch(/too many failed sign-in attempts/i);
  });

  it('does not count successful sign-ins', async () => {
    const account = newAccount();
    await register(account);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login({ email: account.email, password: account.password })).statusCode).toBe(200);
    }
  });

  it('limits failures per client address across emails', async () => {
    const remoteAddress = '203.0.113.9';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: `someone-${attempt}@example.com`, password: 'guess123' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'another@example.com', password: 'guess123' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('GET /api/auth/verify and POST /api/auth/logout', () => {
  it('answers the signed-in user, and 401 without a session', async () => {
    const { cookie, account } = await signedUpAndIn();
    const response = await verify(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { email: string } }>().user.email).toBe(account.email);
    expect((await verify()).statusCode).toBe(401);
    expect((await verify('inkwise_session=forged-token')).statusCode).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await signedUpAndIn();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((candidate) => candidate.name === 'inkwise_session')?.value).toBe('');
    expect((await verify(cookie)).statusCode).toBe(401);
  });

  it('treats an expired session as signed out', async () => {
    const { cookie, account } = await signedUpAndIn(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user?.id ?? -1));
    expect((await verify(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/master-login', () => {
  const master = { email: 'master@inkwise.test', key: 'a long master key 42' };
  beforeAll(async () => {
    await ensureMasterAccount(t.database.db, master);
  });

  it('signs the master account in with enterprise privileges', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/master-login',
      payload: { email: master.email, password: master.key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: object }>().user).toMatchObject({
      email: master.email,
      isMasterAccount: true,
      subscriptionTier: 'enterprise',
    });
    expect((await verify(sessionCookieFrom(response))).statusCode).toBe(200);
  });

  it('refuses a wrong key and any ordinary account with 401', async () => {
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/auth/master-login',
      payload: { email: master.email, password: 'not the key at all' },
    });
    expect(wrongKey.statusCode).toBe(401);
    const account = newAccount();
    await register(account);
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/api/auth/master-login',
      payload: { email: account.email, password: account.password },
    });
    expect(ordinary.statusCode).toBe(401);
    expect(ordinary.cookies).toHaveLength(0);
  });
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from a foreign origin with 403 and changes nothing', async () => {
    const account = newAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: '192.0.2.201',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(401);
  });

  it('lets the app’s own origin and origin-less clients through', async () => {
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newAccount(),
      remoteAddress: '192.0.2.200',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(201);
    expect((await register(newAccount())).statusCode).toBe(201);
  });
});

describe('GET /api/health', () => {
  it('answers ok once migrated and serving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
