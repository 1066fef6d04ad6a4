import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD_FOR_WORKSPACE_DELETION, type WorkspacesResponse } from '../../shared/contract/team.js';
import { auditEvents, clients, documents, files, sessions, workspaceMembers, workspaces } from '../db/schema.js';
import { accountWithRecords, nextAddress } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';

/**
 * DELETE /api/workspace (issue 18: "owners also manage … deletion"): the owner, with their
 * password, deletes the workspace and everything in it; nobody is left without a workspace.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const deleteWorkspace = (cookie: string, password: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/workspace', remoteAddress: nextAddress(), headers: { cookie }, payload: { password } });
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: string }>().error;
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const currentWorkspaceOf = async (cookie: string) =>
  (await get('/api/workspaces', cookie)).json<WorkspacesResponse>().workspaces.find((workspace) => workspace.current)!;

async function signIn(email: string, password: string): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieFrom(login);
}

async function rowsIn(workspaceId: number) {
  const { db } = t.database;
  const rows = async (query: Promise<Array<{ rows: number }>>) => (await query)[0]!.rows;
  return {
    workspaces: await rows(db.select({ rows: count() }).from(workspaces).where(eq(workspaces.id, workspaceId))),
    members: await rows(db.select({ rows: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId))),
    clients: await rows(db.select({ rows: count() }).from(clients).where(eq(clients.workspaceId, workspaceId))),
    documents: await rows(db.select({ rows: count() }).from(documents).where(eq(documents.workspaceId, workspaceId))),
    files: await rows(db.select({ rows: count() }).from(files).where(eq(files.workspaceId, workspaceId))),
    sessions: await rows(db.select({ rows: count() }).from(sessions).where(eq(sessions.workspaceId, workspaceId))),
  };
}

/** Someone else's account, joined to `workspaceId` with `role` and signed in acting there; with `keepOwn`, still a member of their own workspace too. */
async function joined(workspaceId: number, role: 'admin' | 'member' | 'owner', keepOwn: boolean) {
  const person = await accountWithRecords(t);
  const own = await workspaceOwnedBy(t.database.db, person.account.userId);
  if (keepOwn) await t.database.db.insert(workspaceMembers).values({ workspaceId, userId: person.account.userId, role, lastUsedAt: new Date() });
  else await moveIntoWorkspace(t.database.db, { userId: person.account.userId, workspaceId, role });
  const cookie = await signIn(person.account.email, person.account.password);
  expect((await currentWorkspaceOf(cookie)).id).toBe(workspaceId);
  return { ...person.account, cookie, own };
}

describe('deleting the workspace (DELETE /api/workspace)', () => {
  it('is the owners’: an admin and a member are refused, a wrong password too, and nothing is deleted', async () => {
    const me = await accountWithRecords(t);
    const workspaceId = await workspaceOwnedBy(t.database.db, me.account.userId);
    const admin = await joined(workspaceId, 'admin', true);
    const member = await joined(workspaceId, 'member', true);
    const before = await rowsIn(workspaceId);

    const byAdmin = await deleteWorkspace(admin.cookie, admin.password);
    expect([byAdmin.statusCode, errorOf(byAdmin)]).toEqual([403, "Your role (Admin) can't delete the workspace — ask an owner."]);
    const byMember = await deleteWorkspace(member.cookie, member.password);
    expect([byMember.statusCode, errorOf(byMember)]).toEqual([403, "Your role (Member) can't delete the workspace — ask an owner."]);
    const wrong = await deleteWorkspace(me.account.cookie, 'not my password');
    expect([wrong.statusCode, errorOf(wrong)]).toEqual([403, WRONG_PASSWORD_FOR_WORKSPACE_DELETION]);
    const empty = await deleteWorkspace(me.account.cookie, '');
    expect(empty.statusCode).toBe(400);

    expect(await rowsIn(workspaceId)).toEqual(before);
    expect((await get('/api/documents', me.account.cookie)).statusCode).toBe(200);
  });

  it('deletes every row and stored file of it, and moves each member to a workspace of theirs — a new empty one for a person who has no other', async () => {
    const me = await accountWithRecords(t);
    const workspaceId = await workspaceOwnedBy(t.database.db, me.account.userId);
    const other = await accountWithRecords(t);
    const otherWorkspace = await workspaceOwnedBy(t.database.db, other.account.userId);
    const withOwn = await joined(workspaceId, 'member', true);
    const withoutOwn = await joined(workspaceId, 'admin', false);
    const storedKeys = (await t.database.db.select({ key: files.storageKey }).from(files).where(eq(files.workspaceId, workspaceId))).map((row) => row.key);
    expect(storedKeys.length).toBeGreaterThan(0);
    const otherBefore = await rowsIn(otherWorkspace);

    const deleted = await deleteWorkspace(me.account.cookie, me.account.password);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await rowsIn(workspaceId)).toEqual({ workspaces: 0, members: 0, clients: 0, documents: 0, files: 0, sessions: 0 });
    for (const key of storedKeys) await expect(t.storage.read(key)).rejects.toThrow();
    // Another workspace's rows are untouched.
    expect(await rowsIn(otherWorkspace)).toEqual(otherBefore);

    // The owner had no other workspace: their session now acts in a new empty one they own.
    const mine = deleted.json<{ workspaceId: number }>().workspaceId;
    expect(mine).not.toBe(workspaceId);
    expect(await currentWorkspaceOf(me.account.cookie)).toMatchObject({ id: mine, role: 'owner', name: 'Ada Lovelace' });
    expect((await get('/api/documents', me.account.cookie)).json<unknown[]>()).toEqual([]);

    // A member with a workspace of their own is moved back to it, still signed in.
    expect(await currentWorkspaceOf(withOwn.cookie)).toMatchObject({ id: withOwn.own, role: 'owner' });
    expect((await get('/api/documents', withOwn.cookie)).json<unknown[]>()).toHaveLength(1);
    // One who belonged nowhere else gets an empty workspace of their own, and can sign in to it.
    const theirs = await currentWorkspaceOf(withoutOwn.cookie);
    expect(theirs).toMatchObject({ role: 'owner' });
    expect(theirs.id).not.toBe(workspaceId);
    expect(await currentWorkspaceOf(await signIn(withoutOwn.email, withoutOwn.password))).toMatchObject({ id: theirs.id });

    // Recorded for the administrator's console (the workspace's own log went with it).
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'workspace-deleted'), eq(auditEvents.actorUserId, me.account.userId), isNull(auditEvents.workspaceId)));
    expect(event).toMatchObject({ target: 'Analytical Engines Ltd', details: { members: 3 } });
  });

  it('answers 401 without a session', async () => {
    const { cookie } = await signedInAccount(t);
    const signedOut = await t.app.inject({ method: 'DELETE', url: '/api/workspace', remoteAddress: nextAddress(), payload: { password: 'x' } });
    expect(signedOut.statusCode).toBe(401);
    expect((await get('/api/documents', cookie)).statusCode).toBe(200);
  });
});
