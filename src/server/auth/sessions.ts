import { randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { BROWSER_SESSION_HOURS, REMEMBERED_SESSION_DAYS } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { sessions, users } from '../db/schema.js';
import { hashSessionToken } from '../plugins/session.js';
import { describeDevice } from './describe-device.js';

const HOUR_MS = 60 * 60 * 1000;

export interface NewSession {
  token: string;
  expiresAt: Date;
  persistent: boolean;
}

/**
 * Opens a session in the user's workspace. A remembered session outlives the browser for 30 days;
 * any other ends with the browser, and on the server after 12 hours at most. The browser and
 * address it was opened from are kept for Settings → Account's list of sessions.
 */
export async function createSession(
  db: Database,
  input: { userId: number; workspaceId: number; remember: boolean; userAgent?: string | undefined; ipAddress: string },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = input.remember ? REMEMBERED_SESSION_DAYS * 24 * HOUR_MS : BROWSER_SESSION_HOURS * HOUR_MS;
  const expiresAt = new Date(Date.now() + lifetime);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    workspaceId: input.workspaceId,
    persistent: input.remember,
    device: describeDevice(input.userAgent),
    ipAddress: input.ipAddress,
    expiresAt,
  });
  return { token, expiresAt, persistent: input.remember };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** When the account last signed in, for the administrator's list of accounts (issue 18). */
export async function markSignedIn(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, userId));
}
