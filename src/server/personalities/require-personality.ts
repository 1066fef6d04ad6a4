import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { personalities } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/** A personalityId in a body must name a personality: 400 otherwise, before anything changes. */
export async function requirePersonality(db: Executor, personalityId: number | null | undefined): Promise<void> {
  if (personalityId === null || personalityId === undefined) return;
  const [row] = await db.select({ id: personalities.id }).from(personalities).where(eq(personalities.id, personalityId)).limit(1);
  if (!row) throw new HttpError(400, { error: `personalityId ${personalityId} is not a personality` });
}
