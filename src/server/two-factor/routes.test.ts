import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../shared/contract/account.js';
import type { User } from '../../shared/contract/auth.js';
import {
  ALREADY_ENABLED_MESSAGE,
  CHALLENGE_REFUSALS,
  OWNER_NEEDS_TWO_FACTOR_MESSAGE,
  REQUIRED_BY_WORKSPACE_MESSAGE,
  SECRET_UNREADABLE_MESSAGE,
  SETUP_NOT_STARTED_MESSAGE,
  TWO_FACTOR_REQUIRED_CODE,
  USED_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CODES_PER_CHALLENGE,
  WRONG_RECOVERY_CODE_MESSAGE,
  type RecoveryCodesResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../shared/contract/two-factor.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { ensureMasterAccount } from '../auth/ensure-master-account.js';
import { createSession } from '../auth/sessions.js';
import { auditEvents, signInChallenges, users, workspaceMembers } from '../db/schema.js';
import { createSecretBox } from '../security/secret-box.js';
import { WRONG_CODES_PER_ACCOUNT_PER_HOUR } from './code-attempts.js';
import { totpCodeAt } from './totp.js';

/** Two-factor sign-in (issue 18, ADR 0038): set-up, the second step, recovery codes, the workspace's requirement. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1) % 250}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
const login = (email: string, password: string, remember = false) => call('POST', '/api/auth/login', undefined, { email, password, remember });
const secondStep = (payload: object) => call('POST', '/api/auth/two-factor', undefined, payload);

const STEP_MS = 30_000;
const codeAt = (secret: string, offsetSteps = 0) => totpCodeAt(secret, Date.now() + offsetSteps * STEP_MS);

/**
 * A code for a user whose last used step is forgotten first. A code works once per 30-second step,
 * so a test that signs in twice in one step would otherwise wait; the tests of reuse do not call this.
 */
async function freshCode(userId: number, secret: string): Promise<string> {
  await t.database.db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, userId));
  return codeAt(secret);
}

async function signedUp() {
  const account = newAccount();
  const registered = await call('POST', '/api/auth/register', undefined, account);
  expect(registered.statusCode).toBe(201);
  const signedIn = await login(account.email, account.password);
  return { ...account, id: registered.json<{ user: User }>().user.id, cookie: sessionCookieFrom(signedIn) };
}

/** A signed-up account with two-factor turned on: its secret and its recovery codes. */
async function withTwoFactor() {
  const account = await signedUp();
  const setup = await call('POST', '/api/account/two-factor/setup', account.cookie);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await call('POST', '/api/account/two-factor/enable', account.cookie, { code: codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { ...account, secret, recoveryCodes: enabled.json<RecoveryCodesResponse>().recoveryCodes };
}

const status = async (cookie: string) => (await call('GET', '/api/account/two-factor', cookie)).json<TwoFactorStatus>();

async function challengeFor(account: { email: string; password: string }, remember = false): Promise<string> {
  const response = await login(account.email, account.password, remember);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ twoFactorRequired: true; challenge: string }>();
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

describe('setting up two-factor', () => {
  it('shows a QR code and the secret, turns on only when a code from the app confirms it, and gives 10 recovery codes once', async () => {
    const ada = await signedUp();
    expect(await status(ada.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByWorkspace: false, setupRequired: false });
    expect((await call('POST', '/api/account/two-factor/enable', ada.cookie, { code: '123456' })).json()).toMatchObject({ error: SETUP_NOT_STARTED_MESSAGE });

    const setup = await call('POST', '/api/account/two-factor/setup', ada.cookie);
    const { secret, otpauthUrl, qrCode } = setup.json<TwoFactorSetup>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`otpauth://totp/Inkwise:${encodeURIComponent(ada.email)}?`);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    // Stored sealed, never in clear; not in force until confirmed.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.twoFactorSecretSealed).not.toContain(secret);
    expect(row!.twoFactorEnabledAt).toBeNull();
    expect((await login(ada.email, ada.password)).json()).toHaveProperty('user');

    const wrong = await call('POST', '/api/account/two-factor/enable', ada.cookie, { code: codeAt(secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: WRONG_CODE_MESSAGE, field: 'code' });
    for (const code of ['12345', 'abcdef', '']) {
      const bad = await call('POST', '/api/account/two-factor/enable', ada.cookie, { code });
      expect(bad.statusCode, code).toBe(400);
      expect(bad.json<{ field: string }>().field).toBe('code');
    }

    const enabled = await call('POST', '/api/account/two-factor/enable', ada.cookie, { code: codeAt(secret).replace(/(\d{3})/, '$1 ') });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<RecoveryCodesResponse>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(ada.cookie)).toEqual({ enabled: true, recoveryCodesLeft: 10, requiredByWorkspace: false, setupRequired: false });
    expect((await call('POST', '/api/account/two-factor/setup', ada.cookie)).json()).toEqual({ error: ALREADY_ENABLED_MESSAGE });
  });

  it('needs a session', async () => {
    for (const [method, url] of [['GET', '/api/account/two-factor'], ['POST', '/api/account/two-factor/setup']] as const) {
      expect((await call(method, url, undefined)).statusCode).toBe(401);
    }
  });
});

describe('signing in with two-factor', () => {
  it('opens no session for the password alone, then one for the code, keeping Remember me', async () => {
    const ada = await withTwoFactor();
    const first = await login(ada.email, ada.password, true);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((cookie) => cookie.name === 'inkwise_session')).toBeUndefined();
    // The browser is remembered for the sign-in throttle only once the sign-in is complete.
    expect(first.cookies.find((cookie) => cookie.name === 'inkwise_device')).toBeUndefined();
    const { challenge } = first.json<{ challenge: string }>();
    const [stored] = await t.database.db.select().from(signInChallenges).where(eq(signInChallenges.userId, ada.id));
    expect(stored!.tokenHash).not.toBe(challenge);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);

    const second = await secondStep({ challenge, code: codeAt(ada.secret, 1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ user: User }>().user.email).toBe(ada.email);
    const cookie = second.cookies.find((candidate) => candidate.name === 'inkwise_session');
    expect(new Date(cookie!.expires!).getTime() - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(second.cookies.find((candidate) => candidate.name === 'inkwise_device')).toBeDefined();
    expect((await call('GET', '/api/auth/verify', sessionCookieFrom(second))).statusCode).toBe(200);
    // The challenge worked once.
    expect((await secondStep({ challenge, code: await freshCode(ada.id, ada.secret) })).json()).toEqual({ error: CHALLENGE_REFUSALS.used, field: 'challenge' });
  });

  it('accepts the step before and after, not two steps away, and never the same code twice', async () => {
    const ada = await withTwoFactor();
    await freshCode(ada.id, ada.secret);
    expect((await secondStep({ challenge: await challengeFor(ada), code: codeAt(ada.secret, -2) })).json()).toEqual({ error: WRONG_CODE_MESSAGE, field: 'code' });
    expect((await secondStep({ challenge: await challengeFor(ada), code: codeAt(ada.secret, 2) })).json()).toEqual({ error: WRONG_CODE_MESSAGE, field: 'code' });
    expect((await secondStep({ challenge: await challengeFor(ada), code: codeAt(ada.secret, -1) })).statusCode).toBe(200);

    const code = codeAt(ada.secret);
    expect((await secondStep({ challenge: await challengeFor(ada), code })).statusCode).toBe(200);
    const reused = await secondStep({ challenge: await challengeFor(ada), code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: USED_CODE_MESSAGE, field: 'code' });
    // An older step than the last one used is refused too.
    expect((await secondStep({ challenge: await challengeFor(ada), code: codeAt(ada.secret, -1) })).json()).toEqual({ error: USED_CODE_MESSAGE, field: 'code' });
  });

  it('takes a recovery code once, in any case and with or without its dash', async () => {
    const ada = await withTwoFactor();
    const [recovery] = ada.recoveryCodes;
    const typed = recovery!.toUpperCase().replace('-', ' ');
    expect((await secondStep({ challenge: await challengeFor(ada), recoveryCode: typed })).statusCode).toBe(200);
    expect(await status(ada.cookie)).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await secondStep({ challenge: await challengeFor(ada), recoveryCode: recovery });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: WRONG_RECOVERY_CODE_MESSAGE, field: 'recoveryCode' });
    expect((await secondStep({ challenge: await challengeFor(ada), recoveryCode: 'aaaaa-bbbbb' })).json()).toMatchObject({ field: 'recoveryCode' });
  });

  it('refuses a forged, an expired and a missing challenge, and a body with both or neither code', async () => {
    const ada = await withTwoFactor();
    const code = await freshCode(ada.id, ada.secret);
    expect((await secondStep({ challenge: 'forged-challenge-token', code })).json()).toEqual({ error: CHALLENGE_REFUSALS.invalid, field: 'challenge' });
    const challenge = await challengeFor(ada);
    await t.database.db.update(signInChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(signInChallenges.userId, ada.id));
    expect((await secondStep({ challenge, code })).json()).toEqual({ error: CHALLENGE_REFUSALS.expired, field: 'challenge' });

    const fresh = await challengeFor(ada);
    for (const body of [{ code }, { challenge: fresh }, { challenge: fresh, code, recoveryCode: ada.recoveryCodes[0] }, { challenge: 'x'.repeat(500), code }]) {
      const response = await secondStep(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await secondStep({ challenge: fresh, code })).statusCode).toBe(200);
  });

  it('says so when the secret was sealed under another APP_SECRET, and a recovery code still signs in', async () => {
    const ada = await withTwoFactor();
    const otherBox = createSecretBox('another server secret that is long enough');
    await t.database.db.update(users).set({ twoFactorSecretSealed: otherBox.seal(ada.secret) }).where(eq(users.id, ada.id));
    const challenge = await challengeFor(ada);
    const refused = await secondStep({ challenge, code: codeAt(ada.secret, 1) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: SECRET_UNREADABLE_MESSAGE });
    expect((await secondStep({ challenge, recoveryCode: ada.recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('ends a challenge after 5 wrong codes, then a right one needs a fresh sign-in', async () => {
    const ada = await withTwoFactor();
    const challenge = await challengeFor(ada);
    for (let attempt = 1; attempt < WRONG_CODES_PER_CHALLENGE; attempt += 1) {
      expect((await secondStep({ challenge, code: '000000' })).json()).toEqual({ error: WRONG_CODE_MESSAGE, field: 'code' });
    }
    expect((await secondStep({ challenge, code: '000000' })).json()).toEqual({ error: CHALLENGE_REFUSALS.exhausted, field: 'challenge' });
    const code = await freshCode(ada.id, ada.secret);
    expect((await secondStep({ challenge, code })).json()).toEqual({ error: CHALLENGE_REFUSALS.exhausted, field: 'challenge' });
    expect((await secondStep({ challenge: await challengeFor(ada), code })).statusCode).toBe(200);
  });

  it('allows an account 10 wrong codes an hour across sign-ins, then answers 429 even to a right one', async () => {
    const ada = await withTwoFactor();
    let challenge = await challengeFor(ada);
    for (let wrong = 1; wrong <= WRONG_CODES_PER_ACCOUNT_PER_HOUR; wrong += 1) {
      if (wrong % WRONG_CODES_PER_CHALLENGE === 1 && wrong > 1) challenge = await challengeFor(ada);
      expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(400);
    }
    const limited = await secondStep({ challenge: await challengeFor(ada), code: await freshCode(ada.id, ada.secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/^Too many wrong codes for this account\. Try again in \d+ minute/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('asks the master account for its code too', async () => {
    const master = { email: `master.${Date.now()}@example.com`, password: 'master key that is long enough' };
    await ensureMasterAccount(t.database.db, { email: master.email, key: master.password });
    const signedIn = await call('POST', '/api/auth/master-login', undefined, master);
    const cookie = sessionCookieFrom(signedIn);
    const { secret } = (await call('POST', '/api/account/two-factor/setup', cookie)).json<TwoFactorSetup>();
    expect((await call('POST', '/api/account/two-factor/enable', cookie, { code: codeAt(secret) })).statusCode).toBe(200);
    const first = await call('POST', '/api/auth/master-login', undefined, master);
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    const second = await secondStep({ challenge: first.json<{ challenge: string }>().challenge, code: codeAt(secret, 1) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ user: User }>().user.isMasterAccount).toBe(true);
  });
});

describe('recovery codes and turning two-factor off', () => {
  it('makes new recovery codes with a current code or the password; the old ones stop working', async () => {
    const ada = await withTwoFactor();
    expect((await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, { password: 'wrong password' })).json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'password' });
    expect((await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, { code: '000000' })).json()).toEqual({ error: WRONG_CODE_MESSAGE, field: 'code' });
    expect((await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, {})).statusCode).toBe(400);

    const byCode = await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, { code: codeAt(ada.secret, 1) });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const byPassword = await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, { password: ada.password });
    const { recoveryCodes } = byPassword.json<RecoveryCodesResponse>();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(ada.recoveryCodes[0]);
    expect((await secondStep({ challenge: await challengeFor(ada), recoveryCode: ada.recoveryCodes[0] })).statusCode).toBe(400);
    expect((await secondStep({ challenge: await challengeFor(ada), recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
  });

  it('turns off with the password; sign-in then needs the password only', async () => {
    const ada = await withTwoFactor();
    const wrong = await call('POST', '/api/account/two-factor/disable', ada.cookie, { password: 'not it at all' });
    expect(wrong.json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE, field: 'password' });
    expect((await call('POST', '/api/account/two-factor/disable', ada.cookie, { password: ada.password })).statusCode).toBe(204);
    expect(await status(ada.cookie)).toEqual({ enabled: false, recoveryCodesLeft: 0, requiredByWorkspace: false, setupRequired: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ada.id));
    expect(row!.twoFactorSecretSealed).toBeNull();
    expect((await login(ada.email, ada.password)).json()).toHaveProperty('user');
    expect((await call('POST', '/api/account/two-factor/disable', ada.cookie, { password: ada.password })).statusCode).toBe(409);
  });
});

describe('a workspace that requires two-factor', () => {
  /** An owner, and a member of the owner's workspace signed in to it (as an invitation will make). */
  async function workspaceWithMember() {
    const owner = await withTwoFactor();
    const [membership] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, owner.id));
    const member = await signedUp();
    await t.database.db.insert(workspaceMembers).values({ workspaceId: membership!.workspaceId, userId: member.id, role: 'member' });
    const session = await createSession(t.database.db, { userId: member.id, workspaceId: membership!.workspaceId, remember: false, ipAddress: '127.0.0.1' });
    return { owner, member: { ...member, cookie: `inkwise_session=${session.token}` } };
  }

  it('lets only the owner require it, and only once the owner has it', async () => {
    const plain = await signedUp();
    expect((await call('GET', '/api/workspace/two-factor-requirement', plain.cookie)).json()).toEqual({ required: false, canChange: true });
    const refused = await call('PUT', '/api/workspace/two-factor-requirement', plain.cookie, { required: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: OWNER_NEEDS_TWO_FACTOR_MESSAGE });

    const { owner, member } = await workspaceWithMember();
    expect((await call('GET', '/api/workspace/two-factor-requirement', member.cookie)).json()).toEqual({ required: false, canChange: false });
    expect((await call('PUT', '/api/workspace/two-factor-requirement', member.cookie, { required: true })).statusCode).toBe(403);
    expect((await call('PUT', '/api/workspace/two-factor-requirement', owner.cookie, { required: 'yes' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/workspace/two-factor-requirement', owner.cookie, { required: true })).json()).toEqual({ required: true, canChange: true });
  });

  it('sends a member without it to the set-up from every other call, until a code confirms it', async () => {
    const { owner, member } = await workspaceWithMember();
    await call('PUT', '/api/workspace/two-factor-requirement', owner.cookie, { required: true });

    for (const [method, url, body] of [
      ['GET', '/api/documents'],
      ['POST', '/api/documents', { title: 'Draft', content: 'x' }],
      ['PATCH', '/api/account/profile', { firstName: 'A', lastName: 'B' }],
      ['GET', '/api/workspace/two-factor-requirement'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: member.cookie }, ...(body ? { payload: body } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({ code: TWO_FACTOR_REQUIRED_CODE });
    }
    for (const url of ['/api/auth/verify', '/api/account/two-factor', '/api/account/sessions']) {
      expect((await call('GET', url, member.cookie)).statusCode, url).toBe(200);
    }
    expect(await status(member.cookie)).toMatchObject({ enabled: false, requiredByWorkspace: true, setupRequired: true });
    // The owner, who has it, is not held up.
    expect((await call('GET', '/api/documents', owner.cookie)).statusCode).toBe(200);

    const { secret } = (await call('POST', '/api/account/two-factor/setup', member.cookie)).json<TwoFactorSetup>();
    expect((await call('POST', '/api/account/two-factor/enable', member.cookie, { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await call('GET', '/api/documents', member.cookie)).statusCode).toBe(200);

    const disable = await call('POST', '/api/account/two-factor/disable', member.cookie, { password: member.password });
    expect(disable.statusCode).toBe(409);
    expect(disable.json()).toEqual({ error: REQUIRED_BY_WORKSPACE_MESSAGE });
    expect((await call('POST', '/api/auth/logout', member.cookie)).statusCode).toBe(204);
  });

  it('lets everyone through again once the owner turns it off', async () => {
    const { owner, member } = await workspaceWithMember();
    await call('PUT', '/api/workspace/two-factor-requirement', owner.cookie, { required: true });
    expect((await call('GET', '/api/documents', member.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/workspace/two-factor-requirement', owner.cookie, { required: false })).statusCode).toBe(200);
    expect((await call('GET', '/api/documents', member.cookie)).statusCode).toBe(200);
  });
});

describe('the audit log of two-factor sign-in', () => {
  it('records turning it on, a wrong code as a failed sign-in, the sign-in a code completes, new recovery codes, turning it off and the requirement', async () => {
    const ada = await withTwoFactor();
    const challenge = await challengeFor(ada);
    expect((await secondStep({ challenge, code: '000000' })).statusCode).toBe(400);
    expect((await secondStep({ challenge, code: await freshCode(ada.id, ada.secret) })).statusCode).toBe(200);
    expect((await call('POST', '/api/account/two-factor/recovery-codes', ada.cookie, { password: ada.password })).statusCode).toBe(200);
    expect((await call('PUT', '/api/workspace/two-factor-requirement', ada.cookie, { required: true })).statusCode).toBe(200);
    expect((await call('PUT', '/api/workspace/two-factor-requirement', ada.cookie, { required: false })).statusCode).toBe(200);
    expect((await call('POST', '/api/account/two-factor/disable', ada.cookie, { password: ada.password })).statusCode).toBe(204);

    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorEmail, ada.email)).orderBy(auditEvents.id);
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ['sign-in', {}],
      ['two-factor-enabled', {}],
      // The password alone opens no session and records nothing; the code that fails does.
      ['sign-in-failed', { reason: 'wrong-two-factor-code' }],
      ['sign-in', {}],
      ['recovery-codes-regenerated', {}],
      ['two-factor-requirement-changed', { required: true }],
      ['two-factor-requirement-changed', { required: false }],
      ['two-factor-disabled', {}],
    ]);
  });
});
