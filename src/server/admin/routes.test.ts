import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, AdminAccountsPage, AdminWorkspace, AdminWorkspacesPage } from '../../shared/contract/admin.js';
import { apiRoutes } from '../../../tests/support/api-routes.js';
import { CUSTOM_SEATS_NEED_ENTERPRISE, MASTER_CANNOT_BE_SUSPENDED } from '../../shared/contract/admin.js';
import type { AuditLogPage } from '../../shared/contract/audit-log.js';
import { ACCOUNT_SUSPENDED_MESSAGE, type User } from '../../shared/contract/auth.js';
import { apiKeyFor } from '../../../tests/support/public-api.js';
import { confirmEmailOf, deliverQueuedMail } from '../../../tests/support/mail.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { ensureMasterAccount } from '../auth/ensure-master-account.js';
import { auditEvents, subscriptions, users, workspaceMembers } from '../db/schema.js';

const MASTER = { email: 'master@inkwise.test', key: 'the master key of the tests' };

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await createTestApp();
  await ensureMasterAccount(t.database.db, MASTER);
  const signedIn = await call('POST', '/api/auth/master-login', undefined, { email: MASTER.email, password: MASTER.key });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  master = sessionCookieFrom(signedIn);
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const nextAddress = () => `198.51.100.${(addressCounter += 1) % 250}`;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => call('POST', '/api/auth/login', undefined, { email, password });

/** A new account, signed in, with its id and workspace. */
async function account(overrides: Parameters<typeof newAccount>[0] = {}) {
  const body = newAccount(overrides);
  const registered = await call('POST', '/api/auth/register', undefined, body);
  expect(registered.statusCode, registered.body).toBe(201);
  const signedIn = await login(body.email, body.password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const userId = registered.json<{ user: User }>().user.id;
  const [member] = await t.database.db.select({ workspaceId: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return { ...body, userId, workspaceId: member!.workspaceId, cookie: sessionCookieFrom(signedIn) };
}

/** Every admin route with a valid request, for the "nobody else finds it" checks. */
function adminRequests(target: { userId: number; workspaceId: number }): Array<[Method, string, object?]> {
  return [
    ['GET', '/api/admin/accounts'],
    ['GET', `/api/admin/accounts/${target.userId}`],
    ['POST', `/api/admin/accounts/${target.userId}/suspension`, { reason: 'Abuse' }],
    ['DELETE', `/api/admin/accounts/${target.userId}/suspension`],
    ['POST', `/api/admin/accounts/${target.userId}/verification-email`],
    ['GET', '/api/admin/workspaces'],
    ['GET', `/api/admin/workspaces/${target.workspaceId}`],
    ['PUT', `/api/admin/workspaces/${target.workspaceId}/plan`, { plan: 'family' }],
    ['PUT', `/api/admin/workspaces/${target.workspaceId}/seats`, { seats: null }],
    ['GET', '/api/admin/audit-log'],
  ];
}

describe('who reaches /api/admin', () => {
  it('answers an ordinary user and a visitor exactly as a path no route serves, before looking at the input', async () => {
    const ordinary = await account();
    const routes = adminRequests(ordinary);
    for (const [method, url, body] of routes) {
      for (const cookie of [ordinary.cookie, undefined]) {
        const response = await call(method, url, cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json(), `${method} ${url}`).toEqual({ error: `No route for ${method} ${url}` });
      }
    }
    // Bad input is not validated for them either: a 400 would give the route away.
    const badInput = await call('POST', '/api/admin/accounts/abc/suspension', ordinary.cookie, { reason: 7 });
    expect(badInput.statusCode).toBe(404);
    const unknown = await call('GET', '/api/admin/nothing-here', ordinary.cookie);
    expect(unknown.json()).toEqual({ error: 'No route for GET /api/admin/nothing-here' });
    // Nothing changed.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ordinary.userId));
    expect(row).toMatchObject({ suspendedAt: null, subscriptionTier: 'free', planCompedAt: null });
  });

  it('lets the master account use every route', async () => {
    const target = await account();
    const statuses: Record<string, number> = {};
    for (const [method, url, body] of adminRequests(target)) {
      const response = await call(method, url, master, body);
      statuses[`${method} ${url}`] = response.statusCode;
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    }
    // Every admin route the app serves is in the list.
    expect(Object.keys(statuses)).toHaveLength(apiRoutes(t).filter((route) => route.key.includes(' /api/admin/')).length);
  });

  it('refuses bad input to the master with a 400 naming the field, and unknown ids with 404', async () => {
    const badReason = await call('POST', '/api/admin/accounts/1/suspension', master, { reason: '   ' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ field: 'reason' });
    const badPlan = await call('PUT', '/api/admin/workspaces/1/plan', master, { plan: 'platinum' });
    expect(badPlan.json()).toMatchObject({ field: 'plan' });
    const badCursor = await call('GET', '/api/admin/accounts?cursor=nonsense', master);
    expect(badCursor.json()).toMatchObject({ field: 'cursor' });
    expect((await call('GET', '/api/admin/accounts/2147483647', master)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/workspaces/2147483647', master)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/accounts/2147483648', master)).statusCode).toBe(400);
  });
});

describe('accounts', () => {
  it('finds accounts by email or name, pages through them, and shows plan, verification, sign-in and workspaces', async () => {
    const unique = `zebulon${Date.now()}`;
    const first = await account({ firstName: 'Zeb', lastName: unique });
    const second = await account({ email: `${unique}.two@example.com` });
    await confirmEmailOf(t, second.cookie);

    const byName = (await call('GET', `/api/admin/accounts?q=${encodeURIComponent(`Zeb ${unique}`)}`, master)).json<AdminAccountsPage>();
    expect(byName.accounts.map((found) => found.id)).toEqual([first.userId]);

    const page1 = (await call('GET', `/api/admin/accounts?q=${unique}&limit=1`, master)).json<AdminAccountsPage>();
    expect(page1.accounts.map((found) => found.id)).toEqual([second.userId]);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (await call('GET', `/api/admin/accounts?q=${unique}&limit=1&cursor=${page1.nextCursor}`, master)).json<AdminAccountsPage>();
    expect(page2.accounts.map((found) => found.id)).toEqual([first.userId]);
    expect(page2.nextCursor).toBeNull();

    const [shown] = page1.accounts as [AdminAccount];
    expect(shown).toMatchObject({ email: second.email, plan: 'free', planComped: false, emailVerified: true, suspendedAt: null, isMasterAccount: false });
    expect(shown.lastSignInAt).not.toBeNull();
    expect(shown.workspaces).toEqual([{ id: second.workspaceId, name: expect.any(String), role: 'owner' }]);
    expect(JSON.stringify(page1)).not.toContain('argon2');
    expect(page2.accounts[0]!.emailVerified).toBe(false);

    // A search term's wildcards are taken literally.
    expect((await call('GET', '/api/admin/accounts?q=%25%25%25nobody', master)).json<AdminAccountsPage>().accounts).toEqual([]);
  });

  it('resends the verification mail to an unconfirmed account only, and records it', async () => {
    const target = await account();
    const sent = await call('POST', `/api/admin/accounts/${target.userId}/verification-email`, master);
    expect(sent.statusCode, sent.body).toBe(202);
    const mailbox = await deliverQueuedMail(t);
    expect(mailbox.filter((mail) => mail.to === target.email && mail.text.includes('/verify-email?token='))).toHaveLength(2);
    await confirmEmailOf(t, target.cookie);
    const again = await call('POST', `/api/admin/accounts/${target.userId}/verification-email`, master);
    expect(again.statusCode).toBe(409);
    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetUserId, target.userId));
    expect(entries.map((entry) => entry.action)).toEqual(['admin-verification-resent']);
    expect(entries[0]).toMatchObject({ actorEmail: MASTER.email, target: target.email, workspaceId: target.workspaceId });
  });
});

describe('suspension', () => {
  it('ends the account’s sessions at once, refuses its sign-in and its API keys, and reactivation restores both', async () => {
    const target = await account();
    await confirmEmailOf(t, target.cookie);
    const key = await apiKeyFor(t, target.cookie);
    const secondBrowser = sessionCookieFrom(await login(target.email, target.password));
    const bearer = { authorization: `Bearer ${key}` };
    expect((await call('GET', '/api/v1/brands', undefined, undefined, bearer)).statusCode).toBe(200);

    const suspended = await call('POST', `/api/admin/accounts/${target.userId}/suspension`, master, { reason: 'Sent spam from the API' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<AdminAccount>()).toMatchObject({ suspensionReason: 'Sent spam from the API', suspendedAt: expect.any(String) });

    for (const cookie of [target.cookie, secondBrowser]) expect((await call('GET', '/api/auth/verify', cookie)).statusCode).toBe(401);
    const refused = await login(target.email, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ACCOUNT_SUSPENDED_MESSAGE });
    expect(refused.cookies.find((cookie) => cookie.name === 'inkwise_session')).toBeUndefined();
    // A wrong password says only that the credentials are wrong: suspension is not given away.
    expect((await login(target.email, 'not the password at all')).statusCode).toBe(401);
    const keyRefused = await call('GET', '/api/v1/brands', undefined, undefined, bearer);
    expect(keyRefused.statusCode).toBe(401);
    expect(keyRefused.json()).toMatchObject({ code: 'unauthorized', error: expect.stringContaining('suspended') });

    const reactivated = await call('DELETE', `/api/admin/accounts/${target.userId}/suspension`, master);
    expect(reactivated.json<AdminAccount>()).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await login(target.email, target.password)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/brands', undefined, undefined, bearer)).statusCode).toBe(200);

    const actions = (await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetUserId, target.userId))).map((entry) => entry.action);
    expect(actions).toEqual(['admin-account-suspended', 'admin-account-reactivated']);
    const failures = await t.database.db.select().from(auditEvents).where(eq(auditEvents.actorUserId, target.userId));
    expect(failures.filter((entry) => entry.action === 'sign-in-failed').map((entry) => entry.details)).toEqual([{ reason: 'suspended' }, { reason: 'wrong-credentials' }]);
  });

  it('is not undone by a password reset', async () => {
    const target = await account();
    await call('POST', `/api/admin/accounts/${target.userId}/suspension`, master, { reason: 'Chargeback' });
    await call('POST', '/api/auth/forgot-password', undefined, { email: target.email });
    const mailbox = await deliverQueuedMail(t);
    const resetMail = mailbox.findLast((mail) => mail.to === target.email && mail.text.includes('/reset-password?token='));
    if (resetMail) {
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail.text)![1]!;
      const reset = await call('POST', '/api/auth/reset-password', undefined, { token, password: 'a brand new passphrase 9' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await login(target.email, 'a brand new passphrase 9')).json()).toEqual({ message: ACCOUNT_SUSPENDED_MESSAGE });
    }
    expect((await login(target.email, target.password)).statusCode).not.toBe(200);
  });

  it('never suspends the master account', async () => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.isMasterAccount, true));
    const response = await call('POST', `/api/admin/accounts/${row!.id}/suspension`, master, { reason: 'Oops' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MASTER_CANNOT_BE_SUSPENDED });
    expect((await call('GET', '/api/auth/verify', master)).statusCode).toBe(200);
  });
});

describe('workspaces and plans', () => {
  it('lists workspaces with owner, plan, members and usage, found by name or owner email', async () => {
    const owner = await account();
    const created = await call('POST', '/api/documents', owner.cookie, { title: 'One', content: 'Some words to store.' });
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await call('GET', `/api/admin/workspaces?q=${encodeURIComponent(owner.email)}`, master)).json<AdminWorkspacesPage>();
    expect(listed.workspaces).toHaveLength(1);
    expect(listed.workspaces[0]).toMatchObject({
      id: owner.workspaceId,
      owner: { id: owner.userId, email: owner.email },
      plan: 'free',
      planComped: false,
      isMasterWorkspace: false,
      membersCount: 1,
      documentsCount: 1,
      aiRequestsThisMonth: 0,
    });
    expect(listed.workspaces[0]!.storedBytes).toBeGreaterThanOrEqual(0);
  });

  it('comps a plan, which the plan limits honour and billing never charges, and takes it back', async () => {
    const owner = await account();
    await confirmEmailOf(t, owner.cookie);
    for (let index = 0; index < 25; index += 1) {
      expect((await call('POST', '/api/documents', owner.cookie, { title: `Doc ${index}` })).statusCode).toBe(201);
    }
    expect((await call('POST', '/api/documents', owner.cookie, { title: 'Over the Free plan' })).statusCode).toBe(402);

    const comped = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/plan`, master, { plan: 'individual' });
    expect(comped.statusCode, comped.body).toBe(200);
    expect(comped.json<AdminWorkspace>()).toMatchObject({ plan: 'individual', planComped: true });
    expect((await call('POST', '/api/documents', owner.cookie, { title: 'Within Individual' })).statusCode).toBe(201);

    const subscription = await call('GET', `/api/user/${owner.userId}/subscription`, owner.cookie);
    expect(subscription.json()).toMatchObject({ subscriptionTier: 'individual', subscriptionStatus: 'active', paymentProvider: null });
    const checkout = await call('POST', '/api/subscription/create', owner.cookie, { userId: owner.userId, planId: 'family', paymentMethod: 'stripe' });
    expect(checkout.statusCode, checkout.body).toBe(409);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, owner.userId))).toEqual([]);

    const back = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/plan`, master, { plan: 'free' });
    expect(back.json<AdminWorkspace>()).toMatchObject({ plan: 'free', planComped: false });
    expect((await call('POST', '/api/documents', owner.cookie, { title: 'Over again' })).statusCode).toBe(402);

    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, owner.workspaceId));
    const planEntries = entries.filter((entry) => entry.action.startsWith('admin-plan'));
    expect(planEntries.map((entry) => [entry.action, entry.details])).toEqual([
      ['admin-plan-comped', { from: 'Free', fromComped: false, to: 'Individual' }],
      ['admin-plan-changed', { from: 'Individual', fromComped: true, to: 'Free' }],
    ]);
  });

  it('agrees seats above Enterprise’s 10 for one workspace, which invitations then count against, and goes back to 10', async () => {
    const owner = await account();
    await confirmEmailOf(t, owner.cookie);
    const invite = (index: number) => call('POST', '/api/team/invitations', owner.cookie, { email: `seat.${owner.userId}.${index}@example.com`, role: 'member' });

    const notEnterprise = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/seats`, master, { seats: 12 });
    expect([notEnterprise.statusCode, notEnterprise.json()]).toEqual([409, { error: CUSTOM_SEATS_NEED_ENTERPRISE, field: 'seats' }]);
    expect((await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/plan`, master, { plan: 'enterprise' })).statusCode).toBe(200);
    for (const seats of [10, 10_001, 11.5]) {
      expect((await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/seats`, master, { seats })).statusCode).toBe(400);
    }

    // Enterprise's own 10: the owner and 9 invitations.
    for (let index = 1; index <= 9; index += 1) expect((await invite(index)).statusCode).toBe(201);
    expect((await invite(10)).statusCode).toBe(402);

    const agreed = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/seats`, master, { seats: 12 });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json<AdminWorkspace>()).toMatchObject({ plan: 'enterprise', seats: 12, customSeats: 12 });
    expect((await invite(10)).statusCode).toBe(201);
    expect((await invite(11)).statusCode).toBe(201);
    expect((await invite(12)).statusCode).toBe(402);
    expect((await call('GET', '/api/team', owner.cookie)).json()).toMatchObject({ seats: { used: 12, limit: 12 } });

    const back = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/seats`, master, { seats: null });
    expect(back.json<AdminWorkspace>()).toMatchObject({ seats: 10, customSeats: null });
    // Those already invited keep their invitations; new ones wait for a seat.
    expect((await call('GET', '/api/team', owner.cookie)).json()).toMatchObject({ seats: { used: 12, limit: 10 } });
    expect((await invite(13)).statusCode).toBe(402);

    const entries = await t.database.db.select().from(auditEvents).where(eq(auditEvents.workspaceId, owner.workspaceId));
    expect(entries.filter((entry) => entry.action === 'admin-seats-changed').map((entry) => entry.details)).toEqual([
      { from: null, to: 12 },
      { from: 12, to: null },
    ]);
  });

  it('refuses to change a plan the owner pays a provider for, and the master’s', async () => {
    const owner = await account();
    await confirmEmailOf(t, owner.cookie);
    const paid = await call('POST', '/api/subscription/create', owner.cookie, { userId: owner.userId, planId: 'family', paymentMethod: 'stripe' });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const refused = await call('PUT', `/api/admin/workspaces/${owner.workspaceId}/plan`, master, { plan: 'enterprise' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toContain('pays for the Family plan');

    const [masterWorkspace] = await t.database.db
      .select({ id: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(eq(users.isMasterAccount, true));
    expect((await call('PUT', `/api/admin/workspaces/${masterWorkspace!.id}/plan`, master, { plan: 'free' })).statusCode).toBe(409);
  });
});

describe('the whole audit log', () => {
  it('filters by account, workspace and action, newest first', async () => {
    const target = await account();
    await call('POST', `/api/admin/accounts/${target.userId}/suspension`, master, { reason: 'Testing the log' });
    const byAccount = (await call('GET', `/api/admin/audit-log?accountId=${target.userId}`, master)).json<AuditLogPage>();
    expect(byAccount.events.map((event) => event.action)).toEqual(['admin-account-suspended', 'sign-in']);
    const byWorkspace = (await call('GET', `/api/admin/audit-log?workspaceId=${target.workspaceId}&action=sign-in`, master)).json<AuditLogPage>();
    expect(byWorkspace.events).toHaveLength(1);
    expect(byWorkspace.events[0]).toMatchObject({ action: 'sign-in', actorEmail: target.email, workspaceId: target.workspaceId });
    const unknownAction = await call('GET', '/api/admin/audit-log?action=dance', master);
    expect(unknownAction.json()).toMatchObject({ field: 'action' });
  });
});
