import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { personalities, templates } from '../db/schema.js';
import { seedPersonalities, seedTemplates } from './seed-catalog.js';

/**
 * Writes the global catalogue (personalities 1–5 and the starter templates) at every start, so
 * an edit to seed-catalog.ts reaches existing databases. Rows are matched by personality id and
 * template slug; workspaces' own templates are never touched.
 */
export async function seedWritingCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(personalities)
      .values(seedPersonalities.map((personality) => ({ ...personality })))
      .onConflictDoUpdate({
        target: personalities.id,
        set: {
          name: sql`excluded.name`,
          color: sql`excluded.color`,
          tagline: sql`excluded.tagline`,
          voiceProfile: sql`excluded.voice_profile`,
        },
      });
    await tx
      .insert(templates)
      .values(seedTemplates.map((template) => ({ ...template, workspaceId: null })))
      .onConflictDoUpdate({
        target: templates.slug,
        set: {
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          description: sql`excluded.description`,
          content: sql`excluded.content`,
          personalityId: sql`excluded.personality_id`,
        },
      });
  });
}
