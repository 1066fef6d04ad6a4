import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sessions } from '../db/schema.js';

export type SessionRow = Pick<typeof sessions.$inferSelect, 'publicId' | 'device' | 'ipAddress' | 'createdAt' | 'lastSeenAt'>;

/** The user's sessions that have not expired, the most recently active first; never the token hash. */
export async function listSessions(db: Database, userId: number): Promise<SessionRow[]> {
  return db
    .select({
      publicId: sessions.publicId,
      device: sessions.device,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}
