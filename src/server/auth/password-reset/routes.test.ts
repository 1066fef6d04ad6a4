import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_REFUSALS } from '../../../shared/contract/auth.js';
import { PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR } from '../../../shared/limits.js';
import { deliverQueuedMail, linkMailedTo } from '../../../../tests/support/mail.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../../tests/support/test-app.js';
import { accountTokens, jobs, sessions, users } from '../../db/schema.js';
import { ensureMasterAccount } from '../ensure-master-account.js';

/** Forgot password → the mailed link → a new password (issue 18), on real PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1) % 250}`;

const forgot = (email: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, headers, remoteAddress: nextAddress() });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
const verify = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } });

async function account() {
  const details = newAccount();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: details, remoteAddress: nextAddress() });
  expect(registered.statusCode).toBe(201);
  return { ...details, id: registered.json<{ user: { id: number } }>().user.id };
}

const resetMailsTo = async (email: string) =>
  (await deliverQueuedMail(t)).filter((mail) => mail.to === email && mail.subject === 'Reset your Inkwise password');

describe('POST /api/auth/forgot-password', () => {
  it('mails a link that sets a new password, signs out every session, and lets the new password sign in', async () => {
    const ada = await account();
    const laptop = sessionCookieFrom(await login(ada.email, ada.password));
    const phone = sessionCookieFrom(await login(ada.email, ada.password));
    expect((await verify(laptop)).statusCode).toBe(200);

    const asked = await forgot(ada.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    const { mail, token } = await linkMailedTo(t, ada.email, '/reset-password');
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(mail.html).toContain('Choose a new password');

    const changed = await reset(token, 'a brand new password', { cookie: laptop });
    expect(changed.statusCode, changed.body).toBe(200);
    // The browser that reset it is told to drop its cookie; every session is gone on the server.
    expect(changed.cookies.find((cookie) => cookie.name === 'inkwise_session')?.value).toBe('');
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await verify(phone)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, ada.id))).toEqual([]);

    expect((await login(ada.email, ada.password)).statusCode).toBe(401);
    const signedIn = await login(ada.email, 'a brand new password');
    expect(signedIn.statusCode).toBe(200);
    // The link reached the address: it counts as confirmed.
    expect(signedIn.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);
  });

  it('keeps only the SHA-256 of the token, valid for 60 minutes', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    const [row] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, ada.id)).orderBy(sql`${accountTokens.id} desc`).limit(1);
    expect(row!.purpose).toBe('password-reset');
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const ada = await account();
    const known = await forgot(ada.email);
    await deliverQueuedMail(t);
    const jobsBefore = await t.database.db.select({ id: jobs.id }).from(jobs);
    const unknown = await forgot(`nobody.${Date.now()}@example.com`);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headerNames = (response: typeof known) => Object.keys(response.headers).filter((name) => name !== 'date').sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    expect(await t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(jobsBefore.length);
  });

  it(`sends at most ${PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR} reset mails an hour to one address, from any address, silently`, async () => {
    const ada = await account();
    for (let request = 0; request < PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR + 2; request += 1) {
      const asked = await forgot(ada.email);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await resetMailsTo(ada.email)).toHaveLength(PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR);
  });

  it('limits requests per client address with 429', async () => {
    const address = '192.0.2.77';
    const answers = [];
    for (let request = 0; request < 11; request += 1) answers.push((await forgot(`someone.${request}@example.com`, address)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it('mails the master account nothing: its key comes from MASTER_KEY', async () => {
    const email = `master.${Date.now()}@example.com`;
    await ensureMasterAccount(t.database.db, { email, key: 'the master key of the tests' });
    expect((await forgot(email)).statusCode).toBe(200);
    expect(await resetMailsTo(email)).toEqual([]);
  });

  it('refuses a malformed address with 400, as the form does', async () => {
    const response = await forgot('not an address');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('spends the link: a second use is refused with its own message and changes nothing', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    expect((await reset(token, 'first new password')).statusCode).toBe(200);
    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: RESET_LINK_REFUSALS.used, field: 'token' });
    expect((await login(ada.email, 'first new password')).statusCode).toBe(200);
  });

  it('refuses an expired link with its own message', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(accountTokens.userId, ada.id));
    const response = await reset(token, 'a brand new password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: RESET_LINK_REFUSALS.expired, field: 'token' });
    expect((await login(ada.email, ada.password)).statusCode).toBe(200);
  });

  it('refuses a forged token, and a verification token used as a reset one', async () => {
    const forged = await reset('A'.repeat(43), 'a brand new password');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: RESET_LINK_REFUSALS.invalid, field: 'token' });

    const ada = await account();
    const { token: verification } = await linkMailedTo(t, ada.email, '/verify-email');
    const crossed = await reset(verification, 'a brand new password');
    expect(crossed.json()).toEqual({ error: RESET_LINK_REFUSALS.invalid, field: 'token' });
    expect((await login(ada.email, ada.password)).statusCode).toBe(200);
  });

  it('spends the other reset links of the account when one is used', async () => {
    const ada = await account();
    await forgot(ada.email);
    const first = await linkMailedTo(t, ada.email, '/reset-password');
    await forgot(ada.email);
    const second = await linkMailedTo(t, ada.email, '/reset-password');
    expect(second.token).not.toBe(first.token);
    expect((await reset(second.token, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(first.token, 'another new password')).json()).toEqual({ error: RESET_LINK_REFUSALS.used, field: 'token' });
  });

  it('holds the new password to the sign-up rule (at least 8 characters)', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Password must be at least 8 characters');
    // The refused attempt did not spend the link.
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('refuses a password from the leaked-passwords list at its field, and the link stays good', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    const common = await reset(token, 'Password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ field: 'password', error: expect.stringMatching(/leaked passwords/) });
    expect((await login(ada.email, 'Password123')).statusCode).toBe(401);
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('leaves the password hash an argon2id hash', async () => {
    const ada = await account();
    await forgot(ada.email);
    const { token } = await linkMailedTo(t, ada.email, '/reset-password');
    await reset(token, 'a brand new password');
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ada.id));
    expect(row!.hash).toMatch(/^\$argon2id\$/);
  });
});
