import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { personalities } from '../db/schema.js';

type Personality = typeof personalities.$inferSelect;

/**
 * Personalities are catalogue rows written at boot (src/server/writing), read by every AI request:
 * kept here for a minute, so a request does not wait on the database for them, and a catalogue
 * re-seeded by a newer instance is picked up soon after.
 */
const CACHE_MS = 60_000;
const cache = new Map<number, { row: Personality | null; at: number }>();

export async function findPersonality(db: Executor, id: number, now = Date.now()): Promise<Personality | null> {
  const cached = cache.get(id);
  if (cached && now - cached.at < CACHE_MS) return cached.row;
  const [row] = await db.select().from(personalities).where(eq(personalities.id, id)).limit(1);
  // Unknown ids are not kept: a bad request must not grow the cache.
  if (row) cache.set(id, { row, at: now });
  return row ?? null;
}
