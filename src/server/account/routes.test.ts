import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  CURRENT_SESSION_MESSAGE,
  UNKNOWN_DEVICE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type AccountSessionsResponse,
} from '../../shared/contract/account.js';
import type { User } from '../../shared/contract/auth.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { sessions, users } from '../db/schema.js';
import { LAST_SEEN_REFRESH_MS } from '../plugins/session.js';
import { PASSWORD_ATTEMPTS_PER_HOUR } from './password-attempts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => call('POST', '/api/auth/login', undefined, { email, password });
const verify = (cookie: string) => call('GET', '/api/auth/verify', cookie);

/** A new account and `sessions` signed-in sessions of it (as many browsers). */
async function accountWithSessions(sessions = 1) {
  const account = newAccount();
  const registered = await call('POST', '/api/auth/register', undefined, account);
  expect(registered.statusCode).toBe(201);
  const cookies: string[] = [];
  for (let index = 0; index < sessions; index += 1) {
    const signedIn = await login(account.email, account.password);
    expect(signedIn.statusCode).toBe(200);
    cookies.push(sessionCookieFrom(signedIn));
  }
  return { account, cookies, userId: registered.json<{ user: User }>().user.id };
}

const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  call('POST', '/api/account/password', cookie, { currentPassword, newPassword });

describe('PATCH /api/account/profile', () => {
  it('saves the signed-in user’s name and company, trimmed, and the session then reads them', async () => {
    const { cookies: [cookie] } = await accountWithSessions();
    const response = await call('PATCH', '/api/account/profile', cookie, { firstName: '  Grace ', lastName: 'Hopper', company: ' Navy ' });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = response.json<{ user: User }>();
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: 'Navy' });
    expect(response.body).not.toContain('argon2');
    expect((await verify(cookie!)).json<{ user: User }>().user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', company: 'Navy' });
  });

  it('clears the company when it is left empty, and never changes the email', async () => {
    const { account, cookies: [cookie] } = await accountWithSessions();
    const response = await call('PATCH', '/api/account/profile', cookie, { firstName: 'Ada', lastName: 'King', company: '', email: 'taken@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: User }>().user).toMatchObject({ lastName: 'King', company: null, email: account.email });
  });

  it('refuses what sign-up refuses, naming the field, and changes nothing', async () => {
    const { userId, cookies: [cookie] } = await accountWithSessions();
    const cases: Array<[object, string]> = [
      [{ firstName: '   ', lastName: 'King' }, 'firstName'],
      [{ firstName: 'Ada', lastName: '' }, 'lastName'],
      [{ firstName: 'A'.repeat(101), lastName: 'King' }, 'firstName'],
      [{ firstName: 'Ada', lastName: 'King', company: 'C'.repeat(201) }, 'company'],
      [{ lastName: 'King' }, 'firstName'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', '/api/account/profile', cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field, JSON.stringify(body)).toBe(field);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines Ltd' });
  });

  it('changes only the signed-in user: another account keeps its name', async () => {
    const mine = await accountWithSessions();
    const theirs = await accountWithSessions();
    await call('PATCH', '/api/account/profile', mine.cookies[0], { firstName: 'Changed', lastName: 'Name' });
    expect((await verify(theirs.cookies[0]!)).json<{ user: User }>().user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password at that field, and nothing changes', async () => {
    const { account, cookies: [cookie, otherSession] } = await accountWithSessions(2);
    const response = await changePassword(cookie!, 'not my password', 'a brand new passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'currentPassword' });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    expect((await login(account.email, 'a brand new passphrase')).statusCode).toBe(401);
    expect((await verify(otherSession!)).statusCode).toBe(200);
  });

  it('refuses a common breached password, whatever its case, and a short one', async () => {
    const { account, cookies: [cookie] } = await accountWithSessions();
    for (const common of ['password123', 'Sunshine1', 'QWERTYUIOP']) {
      const response = await changePassword(cookie!, account.password, common);
      expect(response.statusCode, common).toBe(400);
      expect(response.json(), common).toEqual({ error: COMMON_PASSWORD_MESSAGE, field: 'newPassword' });
    }
    const short = await changePassword(cookie!, account.password, 'short1');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ field: string }>().field).toBe('newPassword');
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('changes the password and signs out every other session of the user, keeping this one', async () => {
    const { account, cookies: [cookie, otherBrowser] } = await accountWithSessions(2);
    const someoneElse = await accountWithSessions();

    const response = await changePassword(cookie!, account.password, 'a brand new passphrase');
    expect(response.statusCode, response.body).toBe(204);

    expect((await verify(cookie!)).statusCode).toBe(200);
    expect((await verify(otherBrowser!)).statusCode).toBe(401);
    expect((await verify(someoneElse.cookies[0]!)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it(`allows ${PASSWORD_ATTEMPTS_PER_HOUR} wrong current passwords an hour per account, then refuses even the right one`, async () => {
    const { account, cookies: [cookie] } = await accountWithSessions();
    const neighbour = await accountWithSessions();
    // A right password takes its attempt back: it does not use up the allowance.
    expect((await changePassword(cookie!, account.password, 'a second passphrase')).statusCode).toBe(204);
    for (let attempt = 0; attempt < PASSWORD_ATTEMPTS_PER_HOUR; attempt += 1) {
      expect((await changePassword(cookie!, `wrong guess ${attempt}`, 'a third passphrase')).statusCode).toBe(400);
    }
    const refused = await changePassword(cookie!, 'a second passphrase', 'a third passphrase');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ error: string }>().error).toMatch(/^Too many wrong passwords/);
    expect((await login(account.email, 'a second passphrase')).statusCode).toBe(200);
    // Counted per account: another user is not held back.
    expect((await changePassword(neighbour.cookies[0]!, neighbour.account.password, 'a third passphrase')).statusCode).toBe(204);
  });

  it('refuses the master account, whose key MASTER_KEY sets at every boot', async () => {
    const { userId, account, cookies: [cookie] } = await accountWithSessions();
    await t.database.db.update(users).set({ isMasterAccount: true }).where(eq(users.id, userId));
    const response = await changePassword(cookie!, account.password, 'a brand new passphrase');
    expect(response.statusCode).toBe(403);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});

describe('POST /api/account/sessions/sign-out-others', () => {
  it('ends the user’s other sessions, counts them, and leaves this one and other users alone', async () => {
    const { cookies: [cookie, ...others] } = await accountWithSessions(3);
    const someoneElse = await accountWithSessions();
    const response = await call('POST', '/api/account/sessions/sign-out-others', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    for (const other of others) expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(cookie!)).statusCode).toBe(200);
    expect((await verify(someoneElse.cookies[0]!)).statusCode).toBe(200);

    expect((await call('POST', '/api/account/sessions/sign-out-others', cookie)).json()).toEqual({ signedOut: 0 });
  });
});

const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in from a given browser and address, as a person on another device would. */
async function signInFrom(account: { email: string; password: string }, userAgent: string, address: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
    payload: { email: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieFrom(response);
}

const listSessions = async (cookie: string) => {
  const response = await call('GET', '/api/account/sessions', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountSessionsResponse>().sessions;
};
const endSession = (cookie: string, id: string) => call('DELETE', `/api/account/sessions/${id}`, cookie);

describe('GET /api/account/sessions', () => {
  it('lists this session and the user’s other one, each with its device and address, and nothing of other users', async () => {
    const { account } = await accountWithSessions(0);
    const here = await signInFrom(account, CHROME_ON_LINUX, '198.51.100.7');
    const phone = await signInFrom(account, FIREFOX_ON_WINDOWS, '198.51.100.8');
    await accountWithSessions();

    const listed = await listSessions(here);
    expect(listed).toHaveLength(2);
    const current = listed.find((session) => session.current);
    const other = listed.find((session) => !session.current);
    expect(current).toMatchObject({ device: 'Chrome on Linux', address: '198.51.100.7' });
    expect(other).toMatchObject({ device: 'Firefox on Windows', address: '198.51.100.8' });
    expect(Date.parse(current!.createdAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(current!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    // The other browser sees the same two, with itself as the current one.
    expect((await listSessions(phone)).find((session) => session.current)?.id).toBe(other!.id);

    const rows = await t.database.db.select().from(sessions).where(eq(sessions.publicId, current!.id));
    expect(JSON.stringify(listed)).not.toContain(rows[0]!.tokenHash);
  });

  it('shows a session opened before devices were kept as an unknown device, and leaves out expired ones', async () => {
    const { cookies: [cookie] } = await accountWithSessions(3);
    const [oldId, expiredId] = (await listSessions(cookie!)).filter((session) => !session.current).map((session) => session.id);
    await t.database.db.update(sessions).set({ device: null, ipAddress: null }).where(eq(sessions.publicId, oldId!));
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.publicId, expiredId!));
    const listed = await listSessions(cookie!);
    expect(listed.filter((session) => !session.current).map((session) => session.id)).toEqual([oldId]);
    expect(listed.find((session) => session.id === oldId)).toMatchObject({ device: UNKNOWN_DEVICE, address: null });
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('ends the other session at once: its cookie is refused at its next request, and this one stays', async () => {
    const { cookies: [cookie, other] } = await accountWithSessions(2);
    const otherId = (await listSessions(cookie!)).find((session) => !session.current)!.id;
    const response = await endSession(cookie!, otherId);
    expect(response.statusCode, response.body).toBe(204);
    expect((await verify(other!)).statusCode).toBe(401);
    expect((await verify(cookie!)).statusCode).toBe(200);
    expect((await listSessions(cookie!)).map((session) => session.current)).toEqual([true]);
    expect((await endSession(cookie!, otherId)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s session, which keeps working, and for an id that names nothing', async () => {
    const mine = await accountWithSessions();
    const theirs = await accountWithSessions();
    const theirId = (await listSessions(theirs.cookies[0]!))[0]!.id;
    const response = await endSession(mine.cookies[0]!, theirId);
    expect(response.statusCode).toBe(404);
    expect((await verify(theirs.cookies[0]!)).statusCode).toBe(200);
    expect((await endSession(mine.cookies[0]!, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await endSession(mine.cookies[0]!, 'not-a-session')).statusCode).toBe(400);
  });

  it('refuses to end the session making the request, pointing to Sign out', async () => {
    const { cookies: [cookie] } = await accountWithSessions();
    const currentId = (await listSessions(cookie!))[0]!.id;
    const response = await endSession(cookie!, currentId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: CURRENT_SESSION_MESSAGE });
    expect((await verify(cookie!)).statusCode).toBe(200);
  });
});

describe('last seen', () => {
  const lastSeenOf = async (tokenCookie: string) => {
    const id = (await listSessions(tokenCookie)).find((session) => session.current)!.id;
    const [row] = await t.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.publicId, id));
    return { id, lastSeenAt: row!.lastSeenAt };
  };
  const setLastSeen = (id: string, msAgo: number) =>
    t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - msAgo) }).where(eq(sessions.publicId, id));

  it(`is written by a request only when it is older than ${LAST_SEEN_REFRESH_MS / 60_000} minutes`, async () => {
    const { cookies: [cookie] } = await accountWithSessions();
    const { id } = await lastSeenOf(cookie!);

    // Fresh: a request leaves it as it was.
    await setLastSeen(id, LAST_SEEN_REFRESH_MS / 2);
    const fresh = (await lastSeenOf(cookie!)).lastSeenAt;
    await verify(cookie!);
    expect((await lastSeenOf(cookie!)).lastSeenAt).toEqual(fresh);

    // Stale: the next request brings it up to now.
    await setLastSeen(id, LAST_SEEN_REFRESH_MS + 60_000);
    const before = Date.now();
    expect((await verify(cookie!)).statusCode).toBe(200);
    const refreshed = (await lastSeenOf(cookie!)).lastSeenAt;
    expect(refreshed.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('another site’s page', () => {
  it('cannot change the password or end sessions through the user’s cookie (a foreign Origin is refused)', async () => {
    const { account, cookies: [cookie, otherSession] } = await accountWithSessions(2);
    const forged = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie: cookie!, origin: 'https://evil.example' }, ...(payload ? { payload } : {}) });
    expect((await forged('/api/account/password', { currentPassword: account.password, newPassword: 'a brand new passphrase' })).statusCode).toBe(403);
    expect((await forged('/api/account/sessions/sign-out-others')).statusCode).toBe(403);
    expect((await verify(otherSession!)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });
});

describe('signed out', () => {
  it('answers 401 on every account route', async () => {
    const requests: Array<[Method, string, object | undefined]> = [
      ['PATCH', '/api/account/profile', { firstName: 'Ada', lastName: 'King' }],
      ['POST', '/api/account/password', { currentPassword: 'correct horse battery', newPassword: 'a brand new passphrase' }],
      ['POST', '/api/account/sessions/sign-out-others', undefined],
      ['GET', '/api/account/sessions', undefined],
      ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000000', undefined],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(method, url, 'inkwise_session=forged', body)).statusCode, url).toBe(401);
    }
  });
});

describe('sign-up', () => {
  it('refuses a common breached password at the password field, and creates no account', async () => {
    const account = newAccount({ password: 'Iloveyou1' });
    const response = await call('POST', '/api/auth/register', undefined, account);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: COMMON_PASSWORD_MESSAGE, field: 'password' });
    expect(await t.database.db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
  });
});
