import { eq } from 'drizzle-orm';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/vale-rule.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { workspaceStyleRules } from '../db/schema.js';
import { checkStyleRuleFiles } from './check-style-rule-files.js';
import { listStyleRules } from './list-style-rules.js';

/** Saves the workspace's whole set of rule files (Settings → Style rules), each checked first. */
export async function replaceStyleRules(db: Database, workspaceId: number, files: readonly StyleRuleFile[]): Promise<StyleRuleFile[]> {
  checkStyleRuleFiles(files);
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    await tx.delete(workspaceStyleRules).where(eq(workspaceStyleRules.workspaceId, workspaceId));
    if (files.length > 0) await tx.insert(workspaceStyleRules).values(files.map(({ name, source }) => ({ workspaceId, name, source })));
    return listStyleRules(tx, workspaceId);
  });
}
