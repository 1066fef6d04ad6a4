import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_NEED_CONFIRMED_EMAIL } from '../../../shared/contract/api-keys.js';
import { EMAIL_VERIFIED_ANSWER, VERIFICATION_LINK_REFUSALS } from '../../../shared/contract/auth.js';
import { deliverQueuedMail, linkMailedTo } from '../../../../tests/support/mail.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../../tests/support/test-app.js';
import { accountTokens, users } from '../../db/schema.js';
import { ensureMasterAccount } from '../ensure-master-account.js';

/** Email verification for new accounts (issue 18): the mailed link, "Resend", and what waits on it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `198.18.0.${(addressCounter += 1) % 250}`;

async function signedUp() {
  const details = newAccount();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: details, remoteAddress: nextAddress() });
  expect(registered.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: details.email, password: details.password }, remoteAddress: nextAddress() });
  return { ...details, id: registered.json<{ user: { id: number } }>().user.id, cookie: sessionCookieFrom(login) };
}

const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: nextAddress() });
const resend = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/verification-email', headers: { cookie } });
const emailVerified = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } })).json<{ user: { emailVerified: boolean } }>().user.emailVerified;
const createKey = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name: 'CMS' } });

describe('email verification', () => {
  it('mails a link at sign-up; following it (signed out, on any device) confirms the address', async () => {
    const ada = await signedUp();
    expect(await emailVerified(ada.cookie)).toBe(false);
    const { mail, token } = await linkMailedTo(t, ada.email, '/verify-email');
    expect(mail.subject).toBe('Confirm your email address for Inkwise');
    expect(mail.text).toContain('Welcome to Inkwise, Ada!');

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_VERIFIED_ANSWER });
    expect(await emailVerified(ada.cookie)).toBe(true);
  });

  it('lets an unconfirmed account keep working, but refuses it API keys with 403 until it confirms', async () => {
    const ada = await signedUp();
    const document = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: ada.cookie }, payload: { title: 'Draft', content: 'Words.' } });
    expect(document.statusCode).toBe(201);

    const refused = await createKey(ada.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: API_KEYS_NEED_CONFIRMED_EMAIL });
    expect((await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: ada.cookie } })).json()).toEqual([]);

    const { token } = await linkMailedTo(t, ada.email, '/verify-email');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await createKey(ada.cookie)).statusCode).toBe(201);
  });

  it('refuses a used, an expired and a forged link, each with its own message', async () => {
    const ada = await signedUp();
    const { token } = await linkMailedTo(t, ada.email, '/verify-email');
    expect((await confirm(token)).statusCode).toBe(200);
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: VERIFICATION_LINK_REFUSALS.used, field: 'token' });

    const grace = await signedUp();
    const { token: late } = await linkMailedTo(t, grace.email, '/verify-email');
    await t.database.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.userId, grace.id));
    expect((await confirm(late)).json()).toEqual({ error: VERIFICATION_LINK_REFUSALS.expired, field: 'token' });
    expect(await emailVerified(grace.cookie)).toBe(false);

    expect((await confirm('forged-token-forged-token-forged-token-0000')).json()).toEqual({ error: VERIFICATION_LINK_REFUSALS.invalid, field: 'token' });
  });

  it('lasts about a week', async () => {
    const ada = await signedUp();
    const [row] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, ada.id));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('resends a new, working link on request, a few times an hour, and says when there is nothing to confirm', async () => {
    const ada = await signedUp();
    await deliverQueuedMail(t);
    const resent = await resend(ada.cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toEqual({ message: `We sent a new confirmation link to ${ada.email}.` });
    const mails = (await deliverQueuedMail(t)).filter((mail) => mail.to === ada.email);
    expect(mails).toHaveLength(2);
    const { token } = await linkMailedTo(t, ada.email, '/verify-email');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await resend(ada.cookie)).statusCode).toBe(409);

    const grace = await signedUp();
    const answers = [];
    for (let request = 0; request < 4; request += 1) answers.push((await resend(grace.cookie)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
    expect((await resend('inkwise_session=nobody')).statusCode).toBe(401);
  });

  it('counts the master account as confirmed', async () => {
    const email = `master.${Date.now()}@example.com`;
    await ensureMasterAccount(t.database.db, { email, key: 'the master key of the tests' });
    const [master] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(master!.emailVerifiedAt).not.toBeNull();
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/master-login', payload: { email, password: 'the master key of the tests' } });
    expect(login.json<{ user: { emailVerified: boolean } }>().user.emailVerified).toBe(true);
    expect((await createKey(sessionCookieFrom(login))).statusCode).toBe(201);
  });
});
