import { and, eq } from 'drizzle-orm';
import { CURRENT_SESSION_MESSAGE } from '../../shared/contract/account.js';
import type { Database } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import type { SessionContext } from '../plugins/session.js';

/**
 * Ends one of the user's other sessions at once: every request looks its session up in the
 * database, so that browser's next request is signed out, on every instance. The session making
 * the request is refused (400) rather than ended: signing out here is the account menu's "Sign
 * out", which also clears the cookie. Another user's session is a 404, as if it did not exist.
 */
export async function endSession(db: Database, current: SessionContext, sessionId: string): Promise<void> {
  if (sessionId === current.sessionId) throw new HttpError(400, { error: CURRENT_SESSION_MESSAGE });
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.publicId, sessionId), eq(sessions.userId, current.user.id)))
    .returning({ publicId: sessions.publicId });
  if (ended.length === 0) throw notFound('Session not found');
}
