import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletion } from '../../shared/contract/your-data.js';
import { accountDeletions, clients, jobs, dataExports, documents, files, sessions, users, workspaceMembers, workspaces } from '../db/schema.js';
import { DELETE_ACCOUNT_JOB } from './schedule-account-deletion.js';
import { runQueuedAccountDeletions } from '../../../tests/support/data-export.js';
import { deliverQueuedMail } from '../../../tests/support/mail.js';
import { accountWithRecords, nextAddress, type Context } from '../../../tests/support/route-samples.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const as = (who: Context) => ({ cookie: who.account.cookie });
const schedule = (who: Context, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/account-deletion', headers: as(who), payload: { password }, remoteAddress: nextAddress() });
const status = async (who: Context) => (await t.app.inject({ method: 'GET', url: '/api/account-deletion', headers: as(who) })).json<AccountDeletion>();
const mailTo = async (address: string, subject: RegExp) => (await deliverQueuedMail(t)).findLast((mail) => mail.to === address && subject.test(mail.subject));

/** Moves the scheduled deletion into the past, as if the 7 days had gone by. */
const endGracePeriod = (userId: number) =>
  t.database.db.update(accountDeletions).set({ deleteAfter: sql`now() - interval '1 minute'` }).where(eq(accountDeletions.userId, userId));

async function workspaceOf(userId: number): Promise<number> {
  const [membership] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return membership!.workspaceId;
}

async function rowsOfWorkspace(workspaceId: number) {
  const { db } = t.database;
  const rows = async (query: Promise<Array<{ rows: number }>>) => (await query)[0]!.rows;
  return {
    workspaces: await rows(db.select({ rows: count() }).from(workspaces).where(eq(workspaces.id, workspaceId))),
    clients: await rows(db.select({ rows: count() }).from(clients).where(eq(clients.workspaceId, workspaceId))),
    documents: await rows(db.select({ rows: count() }).from(documents).where(eq(documents.workspaceId, workspaceId))),
    files: await rows(db.select({ rows: count() }).from(files).where(eq(files.workspaceId, workspaceId))),
  };
}

describe('Delete my account', () => {
  it('needs the password, and changes nothing without it', async () => {
    const me = await accountWithRecords(t);
    const wrong = await schedule(me, 'not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ error: string }>().error).toMatch(/password is not right/);
    expect(await status(me)).toEqual({ scheduled: false, deleteAfter: null });
  });

  it('is scheduled 7 days ahead with a mail, keeps the account working, and signing in cancels it with a mail', async () => {
    const me = await accountWithRecords(t);
    const scheduled = await schedule(me, me.account.password);
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    const { deleteAfter } = scheduled.json<AccountDeletion>();
    expect((new Date(deleteAfter!).getTime() - Date.now()) / 86_400_000).toBeCloseTo(7, 2);
    expect(await status(me)).toEqual({ scheduled: true, deleteAfter });
    // Held in the durable queue until that instant, so a restart loses nothing.
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.kind, DELETE_ACCOUNT_JOB));
    expect(job).toMatchObject({ status: 'queued', payload: { userId: me.account.userId } });
    expect(job!.runAfter.toISOString()).toBe(deleteAfter);
    expect((await mailTo(me.account.email, /will be deleted/))?.text).toContain('Sign in within 7 days');

    // Still working meanwhile.
    expect((await t.app.inject({ method: 'GET', url: '/api/documents', headers: as(me) })).statusCode).toBe(200);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.account.email, password: me.account.password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: me.account.userId }, accountDeletionCancelled: true });
    expect(await status(me)).toEqual({ scheduled: false, deleteAfter: null });
    expect((await mailTo(me.account.email, /will not be deleted/))?.text).toContain('cancelled');

    // The job of the cancelled deletion still comes, late or not, and finds nothing to do.
    await endGracePeriod(me.account.userId);
    expect(await runQueuedAccountDeletions(t)).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.account.userId))).toHaveLength(1);

    // A later sign-in says nothing about a deletion.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.account.email, password: me.account.password },
      remoteAddress: nextAddress(),
    });
    expect(again.json()).not.toHaveProperty('accountDeletionCancelled');
  });

  it('after the grace period removes every row and stored file of the account, and nothing of another', async () => {
    const me = await accountWithRecords(t);
    const other = await accountWithRecords(t);
    const myWorkspace = await workspaceOf(me.account.userId);
    const otherWorkspace = await workspaceOf(other.account.userId);
    const storedKeys = async (workspaceId: number) => [
      ...(await t.database.db.select({ key: files.storageKey }).from(files).where(eq(files.workspaceId, workspaceId))).map((row) => row.key),
      ...(await t.database.db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.workspaceId, workspaceId))).map((row) => row.key!),
    ];
    const myKeys = await storedKeys(myWorkspace);
    const otherKeys = await storedKeys(otherWorkspace);
    expect(myKeys).toHaveLength(2); // the upload and the export's zip
    const otherBefore = await rowsOfWorkspace(otherWorkspace);

    expect((await schedule(me, me.account.password)).statusCode).toBe(202);
    // Before the day, the job does nothing.
    expect(await runQueuedAccountDeletions(t)).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.account.userId))).toHaveLength(1);

    expect((await schedule(me, me.account.password)).statusCode).toBe(202);
    await endGracePeriod(me.account.userId);
    expect(await runQueuedAccountDeletions(t)).toBe(1);

    expect(await t.database.db.select().from(users).where(eq(users.id, me.account.userId))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, me.account.userId))).toEqual([]);
    expect(await rowsOfWorkspace(myWorkspace)).toEqual({ workspaces: 0, clients: 0, documents: 0, files: 0 });
    for (const key of myKeys) await expect(t.storage.read(key)).rejects.toThrow();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: as(me) })).statusCode).toBe(401);

    expect(await rowsOfWorkspace(otherWorkspace)).toEqual(otherBefore);
    for (const key of otherKeys) await expect(t.storage.read(key)).resolves.toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${other.own.files}/download`, headers: as(other) })).statusCode).toBe(200);
  });

  it('refuses while the account solely owns a workspace with other members: ownership is handed over first', async () => {
    const me = await accountWithRecords(t);
    const teammate = await accountWithRecords(t);
    await t.database.db.insert(workspaceMembers).values({ workspaceId: await workspaceOf(me.account.userId), userId: teammate.account.userId, role: 'member' });
    const refused = await schedule(me, me.account.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toMatch(/^Hand ownership of .+ to another member first/);
    expect(await status(me)).toEqual({ scheduled: false, deleteAfter: null });
  });

  it('Keep my account cancels it from Settings too', async () => {
    const me = await accountWithRecords(t);
    expect((await schedule(me, me.account.password)).statusCode).toBe(202);
    const kept = await t.app.inject({ method: 'DELETE', url: '/api/account-deletion', headers: as(me) });
    expect(kept.statusCode).toBe(200);
    expect(await status(me)).toEqual({ scheduled: false, deleteAfter: null });
  });
});
