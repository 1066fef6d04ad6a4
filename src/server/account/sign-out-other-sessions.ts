import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { sessions } from '../db/schema.js';

/**
 * Ends every session of the user except the one making the request, and says how many were still
 * open (expired rows not yet swept are removed too, but not counted: nobody was signed in there).
 * Only this user's rows: another user's sessions are never named.
 */
export async function signOutOtherSessions(db: Executor, userId: number, keepTokenHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ expiresAt: sessions.expiresAt });
  const now = Date.now();
  return ended.filter((session) => session.expiresAt.getTime() > now).length;
}
