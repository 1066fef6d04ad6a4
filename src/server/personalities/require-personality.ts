import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { personalities } from '../db/schema.js';
import { HttpError } from '../http-error.js';

/**
 * A personalityId in a body must name a built-in personality or one of this workspace's own:
 * 400 otherwise (another workspace's too), before anything changes.
 */
export async function requirePersonality(db: Executor, personalityId: number | null | undefined, workspaceId: number): Promise<void> {
  if (personalityId === null || personalityId === undefined) return;
  const [row] = await db
    .select({ id: personalities.id })
    .from(personalities)
    .where(and(eq(personalities.id, personalityId), or(isNull(personalities.workspaceId), eq(personalities.workspaceId, workspaceId))))
    .limit(1);
  if (!row) throw new HttpError(400, { error: `personalityId ${personalityId} is not a personality` });
}
