import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../shared/contract/account.js';
import type { User } from '../../../shared/contract/auth.js';
import {
  EMAIL_CHANGED_ANSWER,
  EMAIL_CHANGE_LINK_REFUSALS,
  EMAIL_CHANGE_SENT_ANSWER,
  EMAIL_TAKEN_AT_CONFIRM_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  MASTER_EMAIL_MESSAGE,
  SAME_EMAIL_MESSAGE,
} from '../../../shared/contract/email-change.js';
import { EMAIL_CHANGE_REQUESTS_PER_HOUR } from '../../../shared/limits.js';
import { deliverQueuedMail, linkMailedTo } from '../../../../tests/support/mail.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../../tests/support/test-app.js';
import { ensureMasterAccount } from '../../auth/ensure-master-account.js';
import { accountTokens, auditEvents, users } from '../../db/schema.js';

/** Email change (issue 18, ADR 0038): a link to the new address, notices to the old one. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `192.0.2.${(addressCounter += 1) % 250}`;
let emailCounter = 0;
const newAddress = () => `new.${Date.now()}.${(emailCounter += 1)}@example.org`;

async function signedUp() {
  const account = newAccount();
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress: nextAddress() });
  expect(registered.statusCode).toBe(201);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, remoteAddress: nextAddress() });
  return { ...account, id: registered.json<{ user: User }>().user.id, cookie: sessionCookieFrom(login) };
}

const requestChange = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/email', headers: cookie ? { cookie } : {}, payload, remoteAddress: nextAddress() });
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token }, remoteAddress: nextAddress() });
const currentUser = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie } })).json<{ user: User }>().user;
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });

describe('changing the email address', () => {
  it('mails a link to the new address and a notice to the old; the link makes the change, confirmed, and tells the old address', async () => {
    const ada = await signedUp();
    const target = newAddress();
    const asked = await requestChange(ada.cookie, { newEmail: ` ${target} `, currentPassword: ada.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: EMAIL_CHANGE_SENT_ANSWER(target) });
    expect((await currentUser(ada.cookie)).email).toBe(ada.email);

    const { mail, token } = await linkMailedTo(t, target, '/confirm-email-change');
    expect(mail.subject).toBe('Confirm your new email address for Inkwise');
    const notice = (await deliverQueuedMail(t)).findLast((candidate) => candidate.to === ada.email);
    expect(notice?.subject).toBe('A change of your Inkwise email address was requested');
    expect(notice?.text).toContain(target);
    expect(notice?.text).toContain('If it was not you');
    expect(notice?.text).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: EMAIL_CHANGED_ANSWER(target) });
    expect(await currentUser(ada.cookie)).toMatchObject({ email: target, emailVerified: true });
    const changed = (await deliverQueuedMail(t)).findLast((candidate) => candidate.to === ada.email);
    expect(changed?.subject).toBe('Your Inkwise email address was changed');

    expect((await signIn(target.toUpperCase(), ada.password)).statusCode).toBe(200);
    expect((await signIn(ada.email, ada.password)).statusCode).toBe(401);
  });

  it('refuses a wrong password, the same address, a taken one (in any case), a bad one, and no session', async () => {
    const ada = await signedUp();
    const bea = await signedUp();
    const cases: Array<[object, number, object]> = [
      [{ newEmail: newAddress(), currentPassword: 'not the password' }, 400, { error: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'currentPassword' }],
      [{ newEmail: ada.email.toUpperCase(), currentPassword: ada.password }, 400, { error: SAME_EMAIL_MESSAGE, field: 'newEmail' }],
      [{ newEmail: bea.email.toUpperCase(), currentPassword: ada.password }, 400, { error: EMAIL_TAKEN_MESSAGE, field: 'newEmail' }],
      [{ newEmail: 'not an address', currentPassword: ada.password }, 400, { field: 'newEmail' }],
      [{ newEmail: `${'a'.repeat(300)}@example.com`, currentPassword: ada.password }, 400, { field: 'newEmail' }],
      [{ newEmail: newAddress() }, 400, { field: 'currentPassword' }],
    ];
    for (const [body, statusCode, answer] of cases) {
      const response = await requestChange(ada.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(statusCode);
      expect(response.json(), JSON.stringify(body)).toMatchObject(answer);
    }
    expect((await requestChange(undefined, { newEmail: newAddress(), currentPassword: ada.password })).statusCode).toBe(401);
    const tokens = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, ada.id));
    expect(tokens.filter((token) => token.purpose === 'email-change')).toEqual([]);
  });

  it('gives expired, used and forged links one clear message each', async () => {
    const ada = await signedUp();
    const target = newAddress();
    await requestChange(ada.cookie, { newEmail: target, currentPassword: ada.password });
    const { token } = await linkMailedTo(t, target, '/confirm-email-change');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await confirm(token)).json()).toEqual({ error: EMAIL_CHANGE_LINK_REFUSALS.used, field: 'token' });
    expect((await confirm('forged-token-of-the-right-kind')).json()).toEqual({ error: EMAIL_CHANGE_LINK_REFUSALS.invalid, field: 'token' });
    expect((await confirm('')).statusCode).toBe(400);

    const later = newAddress();
    await requestChange(ada.cookie, { newEmail: later, currentPassword: ada.password });
    const expiring = await linkMailedTo(t, later, '/confirm-email-change');
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, ada.id));
    expect((await confirm(expiring.token)).json()).toEqual({ error: EMAIL_CHANGE_LINK_REFUSALS.expired, field: 'token' });
    // A password reset's token is not an email change's.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: expiring.token, password: 'another good password' } })).statusCode).toBe(400);
  });

  it('checks the address again when the link is followed: taken meanwhile, nothing changes', async () => {
    const ada = await signedUp();
    const target = newAddress();
    await requestChange(ada.cookie, { newEmail: target, currentPassword: ada.password });
    const { token } = await linkMailedTo(t, target, '/confirm-email-change');
    const squatter = newAccount({ email: target.toUpperCase() });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: squatter, remoteAddress: nextAddress() })).statusCode).toBe(201);

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: EMAIL_TAKEN_AT_CONFIRM_MESSAGE, field: 'token' });
    expect((await currentUser(ada.cookie)).email).toBe(ada.email);
  });

  it('spends older links when a newer change is asked for', async () => {
    const ada = await signedUp();
    const first = newAddress();
    const second = newAddress();
    await requestChange(ada.cookie, { newEmail: first, currentPassword: ada.password });
    const older = await linkMailedTo(t, first, '/confirm-email-change');
    await requestChange(ada.cookie, { newEmail: second, currentPassword: ada.password });
    expect((await confirm(older.token)).json()).toEqual({ error: EMAIL_CHANGE_LINK_REFUSALS.used, field: 'token' });
    const newer = await linkMailedTo(t, second, '/confirm-email-change');
    expect((await confirm(newer.token)).statusCode).toBe(200);
    expect((await currentUser(ada.cookie)).email).toBe(second);
  });

  it(`allows ${EMAIL_CHANGE_REQUESTS_PER_HOUR} requests an hour per account`, async () => {
    const ada = await signedUp();
    for (let request = 0; request < EMAIL_CHANGE_REQUESTS_PER_HOUR; request += 1) {
      expect((await requestChange(ada.cookie, { newEmail: newAddress(), currentPassword: ada.password })).statusCode).toBe(202);
    }
    const limited = await requestChange(ada.cookie, { newEmail: newAddress(), currentPassword: ada.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many email change requests/);
  });

  it('refuses the master account, whose address is set on the server', async () => {
    const master = { email: `master.${Date.now()}@example.com`, password: 'master key that is long enough' };
    await ensureMasterAccount(t.database.db, { email: master.email, key: master.password });
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/master-login', payload: master });
    const response = await requestChange(sessionCookieFrom(signedIn), { newEmail: newAddress(), currentPassword: master.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MASTER_EMAIL_MESSAGE });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, master.email));
    expect(row).toBeDefined();
  });
});

describe('the audit log of an email change', () => {
  it('records the request and the change, naming both addresses', async () => {
    const ada = await signedUp();
    const target = newAddress();
    expect((await requestChange(ada.cookie, { newEmail: target, currentPassword: ada.password })).statusCode).toBe(202);
    expect((await confirm((await linkMailedTo(t, target, '/confirm-email-change')).token)).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, ada.id)).orderBy(auditEvents.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.target])).toEqual([
      ['sign-in', ada.email, null],
      ['email-change-requested', ada.email, target],
      ['email-changed', target, `${ada.email} → ${target}`],
    ]);
  });
});
