import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { templates } from '../db/schema.js';

/** The starter library every workspace sees, and the workspace's own templates. */
export async function listTemplates(db: Database, workspaceId: number) {
  return db
    .select()
    .from(templates)
    .where(or(isNull(templates.workspaceId), eq(templates.workspaceId, workspaceId)))
    .orderBy(asc(templates.category), asc(templates.name));
}
