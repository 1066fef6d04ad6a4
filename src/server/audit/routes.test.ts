import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../shared/contract/audit-log.js';
import type { User } from '../../shared/contract/auth.js';
import { runQueuedAccountDeletions } from '../../../tests/support/data-export.js';
import { confirmEmailOf, linkMailedTo } from '../../../tests/support/mail.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { accountDeletions, auditEvents, workspaceMembers } from '../db/schema.js';
import { recordAuditEvent } from './record-audit-event.js';
import { removeOldAuditEvents } from './remove-old-audit-events.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `192.0.2.${(addressCounter += 1) % 250}`;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => call('POST', '/api/auth/login', undefined, { email, password });

async function owner() {
  const body = newAccount();
  const registered = await call('POST', '/api/auth/register', undefined, body);
  expect(registered.statusCode).toBe(201);
  const signedIn = await login(body.email, body.password);
  const userId = registered.json<{ user: User }>().user.id;
  const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return { ...body, userId, workspaceId: member!.workspaceId, cookie: sessionCookieFrom(signedIn) };
}

const actionsOf = async (workspaceId: number) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, workspaceId)).orderBy(auditEvents.id)).map((entry) => entry.action);

describe('what the audit log records', () => {
  it('records each security event of an account under its workspace, without passwords or keys', async () => {
    const me = await owner();
    await confirmEmailOf(t, me.cookie);
    expect((await login(me.email, 'a wrong password here')).statusCode).toBe(401);
    const other = sessionCookieFrom(await login(me.email, me.password));
    expect((await call('POST', '/api/account/sessions/sign-out-others', me.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/account/password', me.cookie, { currentPassword: me.password, newPassword: 'another long passphrase 7' })).statusCode).toBe(204);
    const created = await call('POST', '/api/api-keys', me.cookie, { name: 'Deploy bot' });
    expect(created.statusCode, created.body).toBe(201);
    const { id: keyId, key } = created.json<{ id: number; key: string }>();
    expect((await call('DELETE', `/api/api-keys/${keyId}`, me.cookie)).statusCode).toBe(204);
    expect((await call('POST', '/api/data-export', me.cookie)).statusCode).toBe(202);
    await call('POST', '/api/auth/forgot-password', undefined, { email: me.email });
    const { token } = await linkMailedTo(t, me.email, '/reset-password');
    expect((await call('POST', '/api/auth/reset-password', undefined, { token, password: 'the reset passphrase 3' })).statusCode).toBe(200);
    const cookie = sessionCookieFrom(await login(me.email, 'the reset passphrase 3'));
    expect((await call('POST', '/api/account-deletion', cookie, { password: 'the reset passphrase 3' })).statusCode).toBe(202);
    expect((await call('DELETE', '/api/account-deletion', cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/account-deletion', cookie, { password: 'the reset passphrase 3' })).statusCode).toBe(202);
    expect((await login(me.email, 'the reset passphrase 3')).statusCode).toBe(200);
    expect(other).not.toBe(cookie);

    expect(await actionsOf(me.workspaceId)).toEqual([
      'sign-in',
      'email-verified',
      'sign-in-failed',
      'sign-in',
      'sign-out-everywhere',
      'password-changed',
      'api-key-created',
      'api-key-revoked',
      'data-export-requested',
      'password-reset',
      'sign-in',
      'account-deletion-scheduled',
      'account-deletion-cancelled',
      'account-deletion-scheduled',
      'sign-in',
      'account-deletion-cancelled',
    ]);
    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, me.workspaceId));
    const text = JSON.stringify(entries);
    for (const secret of [me.password, 'a wrong password here', 'another long passphrase 7', 'the reset passphrase 3', key, token]) expect(text).not.toContain(secret);
    const failed = entries.find((entry) => entry.action === 'sign-in-failed');
    expect(failed).toMatchObject({ actorEmail: me.email.toLowerCase(), actorUserId: me.userId, details: { reason: 'wrong-credentials' } });
    expect(failed?.ipAddress).toMatch(/^192\.0\.2\./);
    const keyEntry = entries.find((entry) => entry.action === 'api-key-created');
    expect(keyEntry?.target).toMatch(/^API key “Deploy bot” \(ink_live_[\w-]{8}…\)$/);
    expect(entries.find((entry) => entry.action === 'account-deletion-cancelled')?.details).toEqual({});
    expect(entries.findLast((entry) => entry.action === 'account-deletion-cancelled')?.details).toEqual({ by: 'sign-in' });
  });

  it('keeps the entry of a completed deletion, and the earlier ones, with the address as text', async () => {
    const me = await owner();
    expect((await call('POST', '/api/account-deletion', me.cookie, { password: me.password })).statusCode).toBe(202);
    await t.database.db.update(accountDeletions).set({ deleteAfter: sql`now() - interval '1 minute'` }).where(eq(accountDeletions.userId, me.userId));
    await runQueuedAccountDeletions(t);
    const [deleted] = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'account-deleted'), eq(auditEvents.actorEmail, me.email)));
    expect(deleted).toMatchObject({ actorUserId: null, workspaceId: null, target: me.email });
    const earlier = await t.database.db.select().from(auditEvents).where(and(eq(auditEvents.actorEmail, me.email), eq(auditEvents.action, 'sign-in')));
    expect(earlier).toHaveLength(1);
    expect(earlier[0]).toMatchObject({ actorUserId: null, workspaceId: null });
  });

  it('records a failed sign-in with an unknown email for the administrator only', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    expect((await login(email, 'whatever it was')).statusCode).toBe(401);
    const [entry] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorEmail, email));
    expect(entry).toMatchObject({ action: 'sign-in-failed', actorUserId: null, workspaceId: null });
  });

  it('never fails the request when the entry cannot be written, and logs why', async () => {
    const logged: string[] = [];
    const broken = { insert: () => { throw new Error('disk full'); } } as unknown as Parameters<typeof recordAuditEvent>[0];
    await expect(recordAuditEvent(broken, { action: 'sign-in', actor: null, workspaceId: null }, { error: (_details, message) => logged.push(message) })).resolves.toBeUndefined();
    expect(logged).toEqual(['could not record an audit event']);
  });

  it('forgets entries older than the retention period', async () => {
    const me = await owner();
    const [recent] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, me.workspaceId));
    await t.database.db.insert(auditEvents).values({ action: 'sign-in', workspaceId: me.workspaceId, actorEmail: me.email, createdAt: sql`now() - interval '401 days'` });
    await removeOldAuditEvents(t.database.db);
    const left = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, me.workspaceId));
    expect(left.map((entry) => entry.id)).toEqual([recent!.id]);
  });
});

describe('GET /api/audit-log', () => {
  it('shows the owner their own workspace’s entries, newest first, paged and filtered', async () => {
    const me = await owner();
    const stranger = await owner();
    for (let index = 0; index < 3; index += 1) await login(me.email, 'wrong password guess');
    const page1 = (await call('GET', '/api/audit-log?limit=2', me.cookie)).json<AuditLogPage>();
    expect(page1.events.map((event) => event.action)).toEqual(['sign-in-failed', 'sign-in-failed']);
    const page2 = (await call('GET', `/api/audit-log?limit=2&cursor=${page1.nextCursor}`, me.cookie)).json<AuditLogPage>();
    expect(page2.events.map((event) => event.action)).toEqual(['sign-in-failed', 'sign-in']);
    expect(page2.nextCursor).toBeNull();
    expect(page1.events[0]!.id).toBeGreaterThan(page1.events[1]!.id);

    const signIns = (await call('GET', '/api/audit-log?action=sign-in', me.cookie)).json<AuditLogPage>();
    expect(signIns.events.map((event) => event.actorEmail)).toEqual([me.email]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/api/audit-log?from=${today}&to=${today}`, me.cookie)).json<AuditLogPage>().events).toHaveLength(4);
    expect((await call('GET', '/api/audit-log?to=2020-01-01', me.cookie)).json<AuditLogPage>().events).toEqual([]);

    // Nothing of another workspace's.
    const all = JSON.stringify((await call('GET', '/api/audit-log?limit=100', me.cookie)).json());
    expect(all).not.toContain(stranger.email);
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    const me = await owner();
    for (const [query, field] of [
      ['action=dance', 'action'],
      ['from=2024-02-30', 'from'],
      ['limit=0', 'limit'],
      ['cursor=abc', 'cursor'],
    ] as const) {
      const response = await call('GET', `/api/audit-log?${query}`, me.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ field });
    }
  });

  it('is for the owner only: a member gets 403, a visitor 401', async () => {
    const me = await owner();
    const member = await owner();
    // The member belongs to my workspace only, so their sessions act in it.
    await t.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, member.userId));
    await t.database.db.insert(workspaceMembers).values({ workspaceId: me.workspaceId, userId: member.userId, role: 'member' });
    const memberCookie = sessionCookieFrom(await login(member.email, member.password));
    const refused = await call('GET', '/api/audit-log', memberCookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Your role (Member) can't read the audit log — ask an owner." });
    expect((await call('GET', '/api/audit-log', undefined)).statusCode).toBe(401);
    // The owner sees the member's sign-in in their workspace.
    const [latest] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, me.workspaceId)).orderBy(desc(auditEvents.id)).limit(1);
    expect(latest).toMatchObject({ action: 'sign-in', actorUserId: member.userId });
  });
});
