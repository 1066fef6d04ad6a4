import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LINK_REFUSALS, type InvitationPreview, type TeamInvitation, type TeamResponse, type WorkspacesResponse } from '../../shared/contract/team.js';
import type { AuditLogPage } from '../../shared/contract/audit-log.js';
import { INVITATIONS_PER_WORKSPACE_PER_HOUR } from '../../shared/limits.js';
import type { SubscriptionTier } from '../../shared/vocabulary.js';
import { accountDeletions, rateLimitCounters, sessions, users, workspaceInvitations, workspaceMembers } from '../db/schema.js';
import { hashInvitationToken } from './invitation-token.js';
import { runQueuedAccountDeletions } from '../../../tests/support/data-export.js';
import { confirmEmailOf, deliverQueuedMail } from '../../../tests/support/mail.js';
import { nextAddress } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, newAccount, sessionCookieFrom, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace } from '../../../tests/support/workspace-roles.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, remoteAddress: nextAddress(), headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });
const errorOf = (response: { json: <T>() => T }) => response.json<{ error: string }>().error;
const teamOf = async (cookie: string) => (await call('GET', '/api/team', cookie)).json<TeamResponse>();
const workspacesOf = async (cookie: string) => (await call('GET', '/api/workspaces', cookie)).json<WorkspacesResponse>().workspaces;

interface Person {
  cookie: string;
  userId: number;
  email: string;
  password: string;
}

/** A new account signed in to its own workspace, its address confirmed; `tier` sets its plan. */
async function owner(tier: SubscriptionTier = 'family'): Promise<Person> {
  const { cookie, userId } = await signedInAccount(t);
  await t.database.db.update(users).set({ subscriptionTier: tier }).where(eq(users.id, userId));
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return { cookie, userId, email: user!.email, password: 'correct horse battery' };
}

/** Signs up with this address (a workspace of its own) and signs in. */
async function signUp(email: string): Promise<Person> {
  const details = newAccount({ email });
  const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: details, remoteAddress: nextAddress() });
  expect(registered.statusCode, registered.body).toBe(201);
  const cookie = await signIn(email, details.password);
  return { cookie, userId: registered.json<{ user: { id: number } }>().user.id, email, password: details.password };
}

async function signIn(email: string, password: string): Promise<string> {
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
  expect(login.statusCode, login.body).toBe(200);
  return sessionCookieFrom(login);
}

let invitees = 0;
const inviteeAddress = () => `invitee.${Date.now()}.${(invitees += 1)}@example.com`;

/** The token of the newest invitation link mailed to `address`. */
async function invitationTokenFor(address: string): Promise<string> {
  const mail = (await deliverQueuedMail(t)).findLast((candidate) => candidate.to === address && /\/invite\//.test(candidate.text));
  if (!mail) throw new Error(`no invitation mailed to ${address}`);
  return /https?:\/\/[^\s/]+\/invite\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

const invite = (by: Person, email: string, role = 'member') => call('POST', '/api/team/invitations', by.cookie, { email, role });

/** Invites a new address into `by`'s workspace with `role`, signs it up and accepts: the new member. */
async function join(by: Person, role: 'owner' | 'admin' | 'member'): Promise<Person> {
  const email = inviteeAddress();
  const invited = await invite(by, email, role);
  expect(invited.statusCode, invited.body).toBe(201);
  const person = await signUp(email);
  const accepted = await call('POST', `/api/invitations/${await invitationTokenFor(email)}/accept`, person.cookie);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return person;
}

const workspaceIdOf = async (person: Person) => (await workspacesOf(person.cookie)).find((workspace) => workspace.current)!.id;

describe('inviting (POST /api/team/invitations)', () => {
  it('mails a link that works once, stores only its hash, and lists the invitation with its seat', async () => {
    const me = await owner();
    const email = inviteeAddress();
    const invited = await invite(me, `  ${email.toUpperCase()} `, 'admin');
    expect(invited.statusCode, invited.body).toBe(201);
    const invitation = invited.json<TeamInvitation>();
    expect(invitation).toMatchObject({ email, role: 'admin', expired: false, canResend: true, canRevoke: true, invitedBy: 'Ada Lovelace' });
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60 * 1000);

    const mail = (await deliverQueuedMail(t)).findLast((candidate) => candidate.to === email)!;
    expect(mail.subject).toBe('Ada Lovelace invited you to Analytical Engines Ltd on Inkwise');
    expect(mail.text).toContain('as an admin');
    const token = await invitationTokenFor(email);
    const [row] = await t.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const team = await teamOf(me.cookie);
    expect(team.invitations.map((listed) => listed.id)).toEqual([invitation.id]);
    expect(team.seats).toEqual({ used: 2, limit: 5, plan: 'family', planName: 'Family' });
  });

  it('refuses an address that is already a member or already invited, with a 409 saying which', async () => {
    const me = await owner();
    const email = inviteeAddress();
    expect((await invite(me, email)).statusCode).toBe(201);
    const again = await invite(me, email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatch(/already has a pending invitation/);
    const mine = await invite(me, me.email);
    expect(mine.statusCode).toBe(409);
    expect(errorOf(mine)).toMatch(/already a member of this workspace/);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const me = await owner();
    const cases: Array<[object, string]> = [
      [{ role: 'member' }, 'email'],
      [{ email: 'not an address', role: 'member' }, 'email'],
      [{ email: `${'a'.repeat(250)}@example.com`, role: 'member' }, 'email'],
      [{ email: 'a@example.com' }, 'role'],
      [{ email: 'a@example.com', role: 'superuser' }, 'role'],
      [{ email: 42, role: 'member' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await call('POST', '/api/team/invitations', me.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ field: string }>().field, JSON.stringify(body)).toBe(field);
    }
    expect((await teamOf(me.cookie)).invitations).toEqual([]);
  });

  it('needs the inviter’s confirmed address', async () => {
    const details = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: details, remoteAddress: nextAddress() });
    const cookie = await signIn(details.email, details.password);
    const refused = await call('POST', '/api/team/invitations', cookie, { email: inviteeAddress(), role: 'member' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatch(/Confirm your email address/);
  });

  it('rate-limits invitation mail per workspace', async () => {
    const me = await owner('enterprise');
    const workspaceId = await workspaceIdOf(me);
    await t.database.db.insert(rateLimitCounters).values({ key: `workspace-invitations:${workspaceId}`, hits: INVITATIONS_PER_WORKSPACE_PER_HOUR, resetsAt: sql`now() + interval '1 hour'` });
    const refused = await invite(me, inviteeAddress());
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatch(/many invitations in the last hour/);
    expect((await teamOf(me.cookie)).invitations).toEqual([]);
  });
});

describe('seats', () => {
  it('answers 402 in the plan limits’ shape once members and pending invitations fill the plan', async () => {
    const me = await owner('free');
    const refused = await invite(me, inviteeAddress());
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/Free plan has 1 seat/), limit: 'seats', upgradeUrl: '/subscription' });
  });

  it('counts pending invitations, frees a seat when one is revoked or expires, and counts members who joined', async () => {
    const me = await owner('family');
    await join(me, 'member');
    const pending: TeamInvitation[] = [];
    for (let n = 0; n < 3; n += 1) pending.push((await invite(me, inviteeAddress())).json<TeamInvitation>());
    expect((await teamOf(me.cookie)).seats).toMatchObject({ used: 5, limit: 5 });
    const full = await invite(me, inviteeAddress());
    expect(full.statusCode).toBe(402);
    expect(full.json<{ limit: string }>().limit).toBe('seats');

    expect((await call('DELETE', `/api/team/invitations/${pending[0]!.id}`, me.cookie)).statusCode).toBe(204);
    expect((await invite(me, inviteeAddress())).statusCode).toBe(201);

    await t.database.db.update(workspaceInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(workspaceInvitations.id, pending[1]!.id));
    const team = await teamOf(me.cookie);
    expect(team.seats.used).toBe(4);
    expect(team.invitations.find((listed) => listed.id === pending[1]!.id)?.expired).toBe(true);
    expect((await invite(me, inviteeAddress())).statusCode).toBe(201);
    // The expired one would need a seat again to be resent.
    expect((await call('POST', `/api/team/invitations/${pending[1]!.id}/resend`, me.cookie)).statusCode).toBe(402);
  });

  it('has no limit in the master account’s workspaces', async () => {
    const me = await owner('free');
    await t.database.db.update(users).set({ isMasterAccount: true }).where(eq(users.id, me.userId));
    for (let n = 0; n < 3; n += 1) expect((await invite(me, inviteeAddress())).statusCode).toBe(201);
    expect((await teamOf(me.cookie)).seats).toMatchObject({ used: 4, limit: null, plan: 'enterprise' });
  });
});

describe('the invitation link', () => {
  it('shows whom it invites to anyone holding it, and joins the invited account with the role, switching its session', async () => {
    const me = await owner();
    const document = await call('POST', '/api/documents', me.cookie, { title: 'Team plan', content: 'Shared words.' });
    const email = inviteeAddress();
    await invite(me, email, 'admin');
    const token = await invitationTokenFor(email);

    const preview = await call('GET', `/api/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<InvitationPreview>()).toMatchObject({ workspaceName: 'Analytical Engines Ltd', inviterName: 'Ada Lovelace', email, role: 'admin' });

    expect((await call('POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);
    const stranger = await owner();
    const wrong = await call('POST', `/api/invitations/${token}/accept`, stranger.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toBe(`This invitation was sent to ${email}. Sign out and sign in (or create an account) with that address to accept it.`);

    const invitee = await signUp(email.toUpperCase());
    const accepted = await call('POST', `/api/invitations/${token}/accept`, invitee.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const workspaces = await workspacesOf(invitee.cookie);
    expect(workspaces).toHaveLength(2);
    expect(workspaces.find((workspace) => workspace.current)).toMatchObject({ id: await workspaceIdOf(me), role: 'admin' });
    const documents = (await call('GET', '/api/documents', invitee.cookie)).json<Array<{ id: number }>>();
    expect(documents.map((listed) => listed.id)).toContain(document.json<{ id: number }>().id);
    const team = await teamOf(me.cookie);
    expect(team.members.map((member) => [member.id, member.role])).toEqual([
      [me.userId, 'owner'],
      [invitee.userId, 'admin'],
    ]);
    expect(team.invitations).toEqual([]);

    const reused = await call('POST', `/api/invitations/${token}/accept`, invitee.cookie);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ error: INVITATION_LINK_REFUSALS.used, reason: 'used' });
    expect((await call('GET', `/api/invitations/${token}`)).json()).toEqual({ error: INVITATION_LINK_REFUSALS.used, reason: 'used' });
  });

  it('gives an expired, a revoked, a replaced and a forged link one clear message each', async () => {
    const me = await owner('enterprise');
    const expiredAddress = inviteeAddress();
    const expired = (await invite(me, expiredAddress)).json<TeamInvitation>();
    await t.database.db.update(workspaceInvitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(workspaceInvitations.id, expired.id));
    const expiredLink = await call('GET', `/api/invitations/${await invitationTokenFor(expiredAddress)}`);
    expect([expiredLink.statusCode, expiredLink.json()]).toEqual([410, { error: INVITATION_LINK_REFUSALS.expired, reason: 'expired' }]);

    const revokedAddress = inviteeAddress();
    const revoked = (await invite(me, revokedAddress)).json<TeamInvitation>();
    const revokedToken = await invitationTokenFor(revokedAddress);
    expect((await call('DELETE', `/api/team/invitations/${revoked.id}`, me.cookie)).statusCode).toBe(204);
    const revokedLink = await call('GET', `/api/invitations/${revokedToken}`);
    expect([revokedLink.statusCode, revokedLink.json()]).toEqual([410, { error: INVITATION_LINK_REFUSALS.revoked, reason: 'revoked' }]);
    const person = await signUp(revokedAddress);
    expect((await call('POST', `/api/invitations/${revokedToken}/accept`, person.cookie)).statusCode).toBe(410);
    expect(await workspacesOf(person.cookie)).toHaveLength(1);

    // Resending mails a new link: the first one no longer opens anything.
    const resentAddress = inviteeAddress();
    const resent = (await invite(me, resentAddress)).json<TeamInvitation>();
    const firstToken = await invitationTokenFor(resentAddress);
    expect((await call('POST', `/api/team/invitations/${resent.id}/resend`, me.cookie)).statusCode).toBe(200);
    const secondToken = await invitationTokenFor(resentAddress);
    expect(secondToken).not.toBe(firstToken);
    expect((await call('GET', `/api/invitations/${firstToken}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/invitations/${secondToken}`)).statusCode).toBe(200);

    const forged = await call('GET', `/api/invitations/${'A'.repeat(43)}`);
    expect([forged.statusCode, forged.json()]).toEqual([404, { error: INVITATION_LINK_REFUSALS.invalid, reason: 'invalid' }]);
    for (const malformed of ['short', `${'A'.repeat(43)}x`, 'A'.repeat(42) + '%3C']) {
      const response = await call('GET', `/api/invitations/${malformed}`);
      expect(response.statusCode, malformed).toBe(400);
      expect(errorOf(response)).toBe(INVITATION_LINK_REFUSALS.invalid);
    }
  });
});

describe('roles (PATCH and DELETE /api/team/members/:userId)', () => {
  it('lets an owner change any role; admins and members only lower their own', async () => {
    const me = await owner('enterprise');
    const admin = await join(me, 'admin');
    const member = await join(me, 'member');
    const coOwner = await join(me, 'owner');
    const setRole = (by: Person, target: Person, role: string) => call('PATCH', `/api/team/members/${target.userId}`, by.cookie, { role });

    for (const [target, role] of [
      [member, 'admin'],
      [member, 'owner'],
      [coOwner, 'member'],
    ] as const) {
      const byAdmin = await setRole(admin, target, role);
      expect([byAdmin.statusCode, errorOf(byAdmin)]).toEqual([403, "Your role (Admin) can't change roles — ask an owner."]);
    }
    const byMember = await setRole(member, admin, 'member');
    expect([byMember.statusCode, errorOf(byMember)]).toEqual([403, "Your role (Member) can't change roles — ask an owner."]);
    const raiseSelf = await setRole(member, member, 'admin');
    expect([raiseSelf.statusCode, errorOf(raiseSelf)]).toEqual([403, 'You cannot raise your own role.']);
    const adminRaiseSelf = await setRole(admin, admin, 'owner');
    expect(adminRaiseSelf.statusCode).toBe(403);

    expect((await setRole(me, member, 'owner')).statusCode).toBe(204);
    expect((await setRole(me, member, 'member')).statusCode).toBe(204);
    expect((await setRole(me, coOwner, 'admin')).statusCode).toBe(204);

    const team = await teamOf(admin.cookie);
    expect(team.viewer).toEqual({ role: 'admin', invitableRoles: [], canLeave: true });
    const row = (person: Person) => team.members.find((listed) => listed.id === person.userId)!;
    expect(row(me)).toMatchObject({ role: 'owner', assignableRoles: [], canRemove: false });
    expect(row(member)).toMatchObject({ role: 'member', assignableRoles: [], canRemove: false });
    expect(row(admin)).toMatchObject({ you: true, assignableRoles: ['member'], canRemove: false });
    const memberView = await teamOf(member.cookie);
    expect(memberView.viewer.invitableRoles).toEqual([]);
    expect(memberView.members.every((listed) => listed.assignableRoles.length === 0 && !listed.canRemove)).toBe(true);

    // Stepping down is one's own: the admin becomes a member.
    expect((await setRole(admin, admin, 'member')).statusCode).toBe(204);
    expect((await teamOf(me.cookie)).members.find((listed) => listed.id === admin.userId)).toMatchObject({ role: 'member' });
  });

  it('keeps the last owner: not demoted, not removed, not leaving', async () => {
    const me = await owner();
    const admin = await join(me, 'admin');
    const demote = await call('PATCH', `/api/team/members/${me.userId}`, me.cookie, { role: 'admin' });
    expect([demote.statusCode, errorOf(demote)]).toEqual([409, 'A workspace needs an owner: make another member an owner first.']);
    expect((await call('DELETE', `/api/team/members/${me.userId}`, admin.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/members/${me.userId}`, me.cookie)).statusCode).toBe(400);
    const leave = await call('POST', '/api/team/leave', me.cookie);
    expect(leave.statusCode).toBe(409);
    expect((await teamOf(me.cookie)).viewer.canLeave).toBe(false);
  });

  it('lets members only look: inviting, revoking and removing are refused', async () => {
    const me = await owner();
    const member = await join(me, 'member');
    const pending = (await invite(me, inviteeAddress())).json<TeamInvitation>();
    expect((await invite(member, inviteeAddress())).statusCode).toBe(403);
    expect((await call('POST', `/api/team/invitations/${pending.id}/resend`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/invitations/${pending.id}`, member.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/members/${me.userId}`, member.cookie)).statusCode).toBe(403);
    const view = await teamOf(member.cookie);
    expect(view.invitations[0]).toMatchObject({ canResend: false, canRevoke: false });
  });

  it('lets only owners invite: an admin is refused at every role, and their resend and revoke too', async () => {
    const me = await owner('enterprise');
    const admin = await join(me, 'admin');
    for (const role of ['owner', 'admin', 'member'] as const) {
      const byAdmin = await invite(admin, inviteeAddress(), role);
      expect([byAdmin.statusCode, errorOf(byAdmin)]).toEqual([403, "Your role (Admin) can't invite people — ask an owner."]);
    }
    const pending = (await invite(me, inviteeAddress(), 'member')).json<TeamInvitation>();
    expect((await call('POST', `/api/team/invitations/${pending.id}/resend`, admin.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/invitations/${pending.id}`, admin.cookie)).statusCode).toBe(403);
    const member = await join(me, 'member');
    const removal = await call('DELETE', `/api/team/members/${member.userId}`, admin.cookie);
    expect([removal.statusCode, errorOf(removal)]).toEqual([403, "Your role (Admin) can't remove people from the workspace — ask an owner."]);
    expect((await teamOf(me.cookie)).members.map((listed) => listed.id)).toContain(member.userId);
  });

  it('removes a member and ends their sessions in that workspace at once, leaving their others', async () => {
    const me = await owner();
    const admin = await join(me, 'admin');
    const member = await join(me, 'member');
    const workspaceId = await workspaceIdOf(me);
    const secondBrowser = await signIn(member.email, member.password);
    expect(await workspaceIdOf({ ...member, cookie: secondBrowser })).toBe(workspaceId);

    expect((await call('DELETE', `/api/team/members/${member.userId}`, me.cookie)).statusCode).toBe(204);
    expect(await t.database.db.select().from(sessions).where(and(eq(sessions.userId, member.userId), eq(sessions.workspaceId, workspaceId)))).toEqual([]);
    expect((await call('GET', '/api/documents', member.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/documents', secondBrowser)).statusCode).toBe(401);
    // Their own workspace is still theirs: signing in again opens it.
    const again = await signIn(member.email, member.password);
    expect(await workspacesOf(again)).toEqual([expect.objectContaining({ current: true, role: 'owner' })]);
    expect((await teamOf(me.cookie)).members.map((listed) => listed.id)).toEqual([me.userId, admin.userId]);
  });

  it('gives someone removed from the only workspace they had an empty one of their own, so they can still sign in', async () => {
    const me = await owner();
    const person = await signUp(inviteeAddress());
    // Their own workspace is gone from their memberships: this one is all they have.
    await moveIntoWorkspace(t.database.db, { userId: person.userId, workspaceId: await workspaceIdOf(me), role: 'member' });
    expect((await call('DELETE', `/api/team/members/${person.userId}`, me.cookie)).statusCode).toBe(204);

    const again = await signIn(person.email, person.password);
    const [theirs] = await workspacesOf(again);
    expect(theirs).toMatchObject({ current: true, role: 'owner', name: 'Ada Lovelace' });
    expect(theirs!.id).not.toBe(await workspaceIdOf(me));
  });

  it('answers 404 for another workspace’s people and invitations', async () => {
    const me = await owner();
    const other = await owner();
    const theirMember = await join(other, 'member');
    const theirInvitation = (await invite(other, inviteeAddress())).json<TeamInvitation>();
    expect((await call('PATCH', `/api/team/members/${theirMember.userId}`, me.cookie, { role: 'admin' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/members/${theirMember.userId}`, me.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/members/${other.userId}`, me.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/team/invitations/${theirInvitation.id}/resend`, me.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/invitations/${theirInvitation.id}`, me.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/workspaces/current', me.cookie, { workspaceId: await workspaceIdOf(other) })).statusCode).toBe(404);
    expect((await teamOf(other.cookie)).members).toHaveLength(2);
    expect((await teamOf(other.cookie)).invitations).toHaveLength(1);
  });

  it('refuses bad ids and roles with a 400', async () => {
    const me = await owner();
    expect((await call('PATCH', '/api/team/members/abc', me.cookie, { role: 'admin' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/team/members/${me.userId}`, me.cookie, { role: 'king' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/team/invitations/99999999999', me.cookie)).statusCode).toBe(400);
    expect((await call('POST', '/api/workspaces/current', me.cookie, { workspaceId: 'one' })).statusCode).toBe(400);
    for (const url of ['/api/team', '/api/workspaces']) expect((await call('GET', url)).statusCode).toBe(401);
  });
});

describe('several workspaces', () => {
  it('switches the session between the user’s workspaces, and signs in to the one last used', async () => {
    const me = await owner();
    const member = await join(me, 'member');
    const [own, shared] = await workspacesOf(member.cookie);
    expect(own).toMatchObject({ role: 'owner', current: false });
    expect(shared).toMatchObject({ id: await workspaceIdOf(me), role: 'member', current: true });

    // Joining counts as using: a new sign-in opens the shared workspace.
    const fresh = await signIn(member.email, member.password);
    expect(await workspaceIdOf({ ...member, cookie: fresh })).toBe(shared!.id);

    const switched = await call('POST', '/api/workspaces/current', member.cookie, { workspaceId: own!.id });
    expect([switched.statusCode, switched.json()]).toEqual([200, { workspaceId: own!.id }]);
    expect((await teamOf(member.cookie)).workspace.id).toBe(own!.id);
    expect(await workspaceIdOf({ ...member, cookie: fresh })).toBe(shared!.id);
    const later = await signIn(member.email, member.password);
    expect(await workspaceIdOf({ ...member, cookie: later })).toBe(own!.id);
  });

  it('lets a member leave a workspace they do not solely own, moving the session to their own', async () => {
    const me = await owner();
    const member = await join(me, 'member');
    const ownId = (await workspacesOf(member.cookie)).find((workspace) => !workspace.current)!.id;
    expect((await teamOf(member.cookie)).viewer.canLeave).toBe(true);
    const left = await call('POST', '/api/team/leave', member.cookie);
    expect([left.statusCode, left.json()]).toEqual([200, { workspaceId: ownId }]);
    expect(await workspacesOf(member.cookie)).toEqual([expect.objectContaining({ id: ownId, current: true })]);
    expect((await teamOf(me.cookie)).members).toHaveLength(1);

    const alone = await call('POST', '/api/team/leave', member.cookie);
    expect(alone.statusCode).toBe(409);
  });
});

describe('account deletion with teams', () => {
  const schedule = (person: Person) => call('POST', '/api/account-deletion', person.cookie, { password: person.password });

  it('asks the sole owner of a workspace with other members to hand it over first, naming it', async () => {
    const me = await owner();
    await join(me, 'member');
    const refused = await schedule(me);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe('Hand ownership of Analytical Engines Ltd to another member first (Settings → Team), then delete your account.');
  });

  it('lets a member of another workspace, or one of two owners, schedule it', async () => {
    const me = await owner();
    const member = await join(me, 'member');
    const coOwner = await join(me, 'owner');
    expect((await schedule(member)).statusCode).toBe(202);
    expect((await schedule(coOwner)).statusCode).toBe(202);
    await confirmEmailOf(t, me.cookie);
    expect(await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, me.userId))).toHaveLength(1);
  });
  it('keeps an account whose workspace others joined during the grace period, and tells its owner why', async () => {
    const me = await owner();
    expect((await schedule(me)).statusCode).toBe(202);
    const member = await join(me, 'member');
    await t.database.db.update(accountDeletions).set({ deleteAfter: sql`now() - interval '1 minute'` }).where(eq(accountDeletions.userId, me.userId));

    // The earlier tests' deletions are queued too; theirs are not due, so they do nothing.
    expect(await runQueuedAccountDeletions(t)).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(users).where(eq(users.id, me.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, me.userId))).toEqual([]);
    expect((await teamOf(member.cookie)).members.map((person) => person.email).sort()).toEqual([me.email, member.email].sort());
    const told = (await deliverQueuedMail(t)).findLast((mail) => mail.to === me.email);
    expect(told?.subject).toBe('Your Inkwise account was not deleted');
    expect(told?.text).toContain('you are the only owner of Analytical Engines Ltd, and other people belong to it now');
  });
});

describe('the audit log of a team', () => {
  it('records who invited, withdrew, joined, changed a role, removed and left, and shows it to the owner only', async () => {
    const me = await owner();
    await confirmEmailOf(t, me.cookie);
    const withdrawn = inviteeAddress();
    const invited = await invite(me, withdrawn);
    expect((await call('DELETE', `/api/team/invitations/${invited.json<TeamInvitation>().id}`, me.cookie)).statusCode).toBe(204);
    const admin = await join(me, 'member');
    expect((await call('PATCH', `/api/team/members/${admin.userId}`, me.cookie, { role: 'admin' })).statusCode).toBe(204);
    const removed = await join(me, 'member');
    expect((await call('DELETE', `/api/team/members/${removed.userId}`, me.cookie)).statusCode).toBe(204);
    const leaver = await join(me, 'member');
    expect((await call('POST', '/api/team/leave', leaver.cookie)).statusCode).toBe(200);

    const log = await call('GET', '/api/audit-log?limit=50', me.cookie);
    expect(log.statusCode).toBe(200);
    const team = log
      .json<AuditLogPage>()
      .events.filter((event) => event.action !== 'sign-in' && event.action !== 'email-verified')
      .reverse()
      .map((event) => [event.action, event.actorEmail, event.target, event.details]);
    expect(team).toEqual([
      ['member-invited', me.email, withdrawn, { role: 'member' }],
      ['invitation-revoked', me.email, withdrawn, {}],
      ['member-invited', me.email, admin.email, { role: 'member' }],
      ['invitation-accepted', admin.email, null, {}],
      ['member-role-changed', me.email, admin.email, { role: 'admin' }],
      ['member-invited', me.email, removed.email, { role: 'member' }],
      ['invitation-accepted', removed.email, null, {}],
      ['member-removed', me.email, removed.email, {}],
      ['member-invited', me.email, leaver.email, { role: 'member' }],
      ['invitation-accepted', leaver.email, null, {}],
      ['member-left', leaver.email, null, {}],
    ]);
    // The log is the owner’s: an admin cannot read it.
    expect((await call('GET', '/api/audit-log', admin.cookie)).statusCode).toBe(403);
  });
});
