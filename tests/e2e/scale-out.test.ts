import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded-postgres.js';
import { MASTER, newDataDir, startApp, type RunningApp } from './support/app-server.js';
import { outboxMails } from './support/outbox.js';

/**
 * DATABASE_URL runs the app on any PostgreSQL, and instances hold no state: two of them on one
 * database, started together, serve the same accounts and sessions, and a member removed or an
 * account suspended through one is refused by the other at its very next request (issue 18).
 */
let database: EmbeddedPostgres;
let instances: RunningApp[] = [];

beforeAll(async () => {
  // Stands in for an external server: a separate cluster the app does not manage.
  database = await startEmbeddedPostgres(newDataDir(), pino({ level: 'warn' }), { database: 'shared' });
  // One APP_SECRET for both, as the README asks of instances sharing a database: each would
  // otherwise generate its own into its DATA_DIR, and mail queued by one (its link sealed with
  // that secret) could not be opened by the other's job runner.
  const env = { DATABASE_URL: database.url, APP_SECRET: 'scale-out test secret shared by both instances' };
  instances = await Promise.all([startApp({ env }), startApp({ env })]);
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await database?.stop();
});

const postJson = (url: string, body: object, cookie = '') =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** Registers an account on `on` and signs it in on `signInOn`; its session cookie and id. */
async function accountSignedIn(on: RunningApp, signInOn: RunningApp, account: { firstName: string; lastName: string; email: string; password: string }) {
  expect((await postJson(`${on.url}/api/auth/register`, account)).status).toBe(201);
  const login = await postJson(`${signInOn.url}/api/auth/login`, { email: account.email, password: account.password });
  expect(login.status).toBe(200);
  return { cookie: cookieOf(login), id: ((await login.json()) as { user: { id: number } }).user.id };
}

/**
 * Mail is sent by whichever instance's job runner claims the job, into that instance's own
 * DATA_DIR/outbox: waits for the newest mail to `to` in either outbox and returns the token `pattern`
 * captures in it.
 */
async function tokenMailedTo(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const instance of instances) {
      const mail = (await outboxMails(instance.dataDir)).findLast((candidate) => candidate.to === to && pattern.test(candidate.decoded));
      if (mail) return pattern.exec(mail.decoded)![1]!;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} in either instance's outbox`);
    await sleep(200);
  }
}

/** Confirms the account's address by the link mailed at sign-up, as invitations and API keys need. */
async function confirmEmail(instance: RunningApp, email: string, cookie: string): Promise<void> {
  const token = await tokenMailedTo(email, /\/verify-email\?token=([A-Za-z0-9_-]+)/);
  expect((await postJson(`${instance.url}/api/auth/verify-email`, { token }, cookie)).status).toBe(200);
}

describe('two instances on one external database', () => {
  it('start no embedded database of their own', () => {
    for (const instance of instances) {
      expect(existsSync(path.join(instance.dataDir, 'postgres'))).toBe(false);
    }
  });

  it('share accounts, sessions and documents: sign in on one, work on both, sign out everywhere', async () => {
    const [first, second] = instances as [RunningApp, RunningApp];
    const account = { firstName: 'Lee', lastName: 'Scale', email: 'lee.scale@example.com', password: 'two instances' };
    const post = (url: string, body: object, cookie = '') =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

    expect((await post(`${first.url}/api/auth/register`, account)).status).toBe(201);
    const login = await post(`${second.url}/api/auth/login`, { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const verified = await fetch(`${first.url}/api/auth/verify`, { headers: { cookie } });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { user: { email: string } }).user.email).toBe(account.email);

    // A document written through one instance is read, and its edit seen, through the other.
    const created = await post(`${second.url}/api/documents`, { title: 'Shared plan', content: 'Written on the second instance.' }, cookie);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const edited = await fetch(`${first.url}/api/documents/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: 'Shared plan, edited on the first' }),
    });
    expect(edited.status).toBe(200);
    const read = await fetch(`${second.url}/api/documents/${id}`, { headers: { cookie } });
    expect(((await read.json()) as { title: string }).title).toBe('Shared plan, edited on the first');

    expect((await post(`${first.url}/api/auth/logout`, {}, cookie)).status).toBe(204);
    expect((await fetch(`${second.url}/api/auth/verify`, { headers: { cookie } })).status).toBe(401);
  });

  it('hold one plan limit between them: 40 concurrent creates through both make exactly the free plan\'s 25', async () => {
    const [first, second] = instances as [RunningApp, RunningApp];
    const account = { firstName: 'Pat', lastName: 'Limit', email: 'pat.limit@example.com', password: 'one limit, two servers' };
    const post = (url: string, body: object, cookie = '') =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    expect((await post(`${first.url}/api/auth/register`, account)).status).toBe(201);
    const login = await post(`${first.url}/api/auth/login`, { email: account.email, password: account.password });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(`${(index % 2 ? first : second).url}/api/documents`, { title: `Draft ${index}`, content: '' }, cookie).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    const listed = await fetch(`${second.url}/api/documents?limit=100`, { headers: { cookie } });
    expect(((await listed.json()) as unknown[]).length).toBe(25);
  });
  it('end a removed member\'s session on the other instance at once', async () => {
    // People made through the real API: the invitation is read from whichever outbox it landed in.
    const [first, second] = instances as [RunningApp, RunningApp];
    const stamp = Date.now();
    const owner = await accountSignedIn(first, first, { firstName: 'Oona', lastName: 'Owner', email: `oona.${stamp}@example.com`, password: 'owner on the first' });
    await confirmEmail(first, `oona.${stamp}@example.com`, owner.cookie);
    const subscribed = await postJson(`${first.url}/api/subscription/create`, { userId: owner.id, planId: 'family', paymentMethod: 'stripe' }, owner.cookie);
    expect(subscribed.status).toBe(200);
    const created = await postJson(`${first.url}/api/documents`, { title: 'Team plan', content: 'For the whole team.' }, owner.cookie);
    expect(created.status).toBe(201);
    const { id: documentId } = (await created.json()) as { id: number };

    const memberEmail = `milo.${stamp}@example.com`;
    expect((await postJson(`${first.url}/api/team/invitations`, { email: memberEmail, role: 'member' }, owner.cookie)).status).toBe(201);
    const invitation = await tokenMailedTo(memberEmail, /https?:\/\/[^\s"<>/]+\/invite\/([A-Za-z0-9_-]{43})/);
    const member = await accountSignedIn(second, second, { firstName: 'Milo', lastName: 'Member', email: memberEmail, password: 'member on the second' });
    expect((await postJson(`${second.url}/api/invitations/${invitation}/accept`, {}, member.cookie)).status).toBe(200);
    const before = await fetch(`${second.url}/api/documents/${documentId}`, { headers: { cookie: member.cookie } });
    expect(before.status).toBe(200);

    const removed = await fetch(`${first.url}/api/team/members/${member.id}`, { method: 'DELETE', headers: { cookie: owner.cookie } });
    expect(removed.status).toBe(204);
    // No wait and no retry: the very next request on the other instance is refused.
    expect((await fetch(`${second.url}/api/documents/${documentId}`, { headers: { cookie: member.cookie } })).status).toBe(401);
    expect((await fetch(`${second.url}/api/auth/verify`, { headers: { cookie: member.cookie } })).status).toBe(401);
    // The owner, who did it on the first instance, is untouched on the second.
    expect((await fetch(`${second.url}/api/documents/${documentId}`, { headers: { cookie: owner.cookie } })).status).toBe(200);
  });

  it('stop a suspended account\'s session and API key on the other instance, and let it back in once reactivated there', async () => {
    const [first, second] = instances as [RunningApp, RunningApp];
    const account = { firstName: 'Sam', lastName: 'Suspended', email: `sam.${Date.now()}@example.com`, password: 'suspended for a while' };
    const { cookie, id } = await accountSignedIn(first, second, account);
    await confirmEmail(second, account.email, cookie);
    const keyCreated = await postJson(`${second.url}/api/api-keys`, { name: 'Scale-out script' }, cookie);
    expect(keyCreated.status).toBe(201);
    const { key } = (await keyCreated.json()) as { key: string };
    const listBrandsOnSecond = () => fetch(`${second.url}/api/v1/brands`, { headers: { Authorization: `Bearer ${key}` } });
    expect((await listBrandsOnSecond()).status).toBe(200);

    const masterLogin = await postJson(`${first.url}/api/auth/master-login`, { email: MASTER.email, password: MASTER.key });
    expect(masterLogin.status).toBe(200);
    const master = cookieOf(masterLogin);
    const suspended = await postJson(`${first.url}/api/admin/accounts/${id}/suspension`, { reason: 'Scale-out check' }, master);
    expect(suspended.status).toBe(200);

    expect((await fetch(`${second.url}/api/auth/verify`, { headers: { cookie } })).status).toBe(401);
    expect((await listBrandsOnSecond()).status).toBe(401);
    expect((await postJson(`${second.url}/api/auth/login`, { email: account.email, password: account.password })).status).toBe(403);

    // The master's session, opened on the first instance, reactivates on the second.
    const reactivated = await fetch(`${second.url}/api/admin/accounts/${id}/suspension`, { method: 'DELETE', headers: { cookie: master } });
    expect(reactivated.status).toBe(200);
    const again = await postJson(`${first.url}/api/auth/login`, { email: account.email, password: account.password });
    expect(again.status).toBe(200);
    expect((await fetch(`${first.url}/api/auth/verify`, { headers: { cookie: cookieOf(again) } })).status).toBe(200);
    // Nothing was revoked: the key works again (ADR 0039).
    expect((await listBrandsOnSecond()).status).toBe(200);
  });

  it('refuses a third instance with another APP_SECRET in one line, and the two keep serving', async () => {
    await expect(startApp({ env: { DATABASE_URL: database.url, APP_SECRET: 'a different secret than the two instances were given' } })).rejects.toThrow(
      /APP_SECRET differs from the one this database was set up with/,
    );
    for (const instance of instances) expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  });
});
