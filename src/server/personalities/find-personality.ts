import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { personalities } from '../db/schema.js';

type Personality = typeof personalities.$inferSelect;

/**
 * The built-in personalities are catalogue rows written at boot (src/server/writing), read by
 * every AI request: kept here for a minute, so a request does not wait on the database for them,
 * and a catalogue re-seeded by a newer instance is picked up soon after. A workspace's own are
 * read each time (they can change at any moment) and only for that workspace.
 */
const CACHE_MS = 60_000;
const builtIns = new Map<number, { row: Personality; at: number }>();

export async function findPersonality(db: Executor, id: number, workspaceId: number, now = Date.now()): Promise<Personality | null> {
  const cached = builtIns.get(id);
  if (cached && now - cached.at < CACHE_MS) return cached.row;
  const [row] = await db
    .select()
    .from(personalities)
    .where(and(eq(personalities.id, id), or(isNull(personalities.workspaceId), eq(personalities.workspaceId, workspaceId))))
    .limit(1);
  // Only built-in rows are kept: unknown ids never grow the cache, nor do workspaces' own.
  if (row && row.workspaceId === null) builtIns.set(id, { row, at: now });
  return row ?? null;
}
