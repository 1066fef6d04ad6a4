import { asc, eq } from 'drizzle-orm';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/vale-rule.js';
import type { Executor } from '../db/database.js';
import { workspaceStyleRules } from '../db/schema.js';

/** The workspace's rule files, by name. */
export async function listStyleRules(db: Executor, workspaceId: number): Promise<StyleRuleFile[]> {
  return db
    .select({ name: workspaceStyleRules.name, source: workspaceStyleRules.source })
    .from(workspaceStyleRules)
    .where(eq(workspaceStyleRules.workspaceId, workspaceId))
    .orderBy(asc(workspaceStyleRules.name));
}
