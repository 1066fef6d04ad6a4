import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Preferences, updatePreferencesBody } from '../../shared/contract/preferences.js';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { requirePersonality } from '../personalities/require-personality.js';

/** Stores the user's choices; a personality that does not exist is a 400 before anything changes. */
export async function updatePreferences(
  db: Database,
  who: { userId: number; workspaceId: number },
  changes: z.output<typeof updatePreferencesBody>,
): Promise<Preferences> {
  await requirePersonality(db, changes.defaultPersonalityId, who.workspaceId);
  const { userId } = who;
  const [row] = await db
    .update(users)
    .set({ defaultPersonalityId: changes.defaultPersonalityId })
    .where(eq(users.id, userId))
    .returning({ defaultPersonalityId: users.defaultPersonalityId });
  if (!row) throw new Error(`user ${userId} vanished during its own request`);
  return row;
}
