import { sql } from 'drizzle-orm';
import { parseValeRule } from '../../shared/writing-feedback/style-rules/parse-vale-rule.js';
import { STYLE_RULE_FILE_NAME, STYLE_RULES_MAX, STYLE_RULES_TOTAL_MAX_LENGTH } from '../../shared/writing-feedback/style-rules/style-rule-limits.js';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/vale-rule.js';
import { lockWorkspace } from '../billing/plan-limits.js';
import type { Database } from '../db/database.js';
import { workspaceStyleRules } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { styleRuleError } from './check-style-rule-files.js';
import { listStyleRules } from './list-style-rules.js';

export interface ImportedStyleRules {
  files: StyleRuleFile[];
  imported: string[];
  skipped: Array<{ file: string; reason: string }>;
}

/**
 * Adds the rule files of a Vale style folder to the workspace's (a file of the same name is
 * replaced). A path keeps its last folder as the style's name (`styles/Acme/Hedging.yml` is
 * `Acme/Hedging.yml`, the rule Acme.Hedging). What is no rule of a kind Inkwise runs is skipped
 * and said; a rule with an error refuses the whole import.
 */
export async function importStyleRules(db: Database, workspaceId: number, uploaded: readonly StyleRuleFile[]): Promise<ImportedStyleRules> {
  const skipped: ImportedStyleRules['skipped'] = [];
  const accepted = new Map<string, StyleRuleFile>();
  for (const file of uploaded) {
    const name = file.name.replace(/\\/g, '/').split('/').filter(Boolean).slice(-2).join('/');
    if (!/\.ya?ml$/i.test(name)) {
      skipped.push({ file: file.name, reason: 'Not a rule: Vale rules are .yml files.' });
      continue;
    }
    if (!STYLE_RULE_FILE_NAME.test(name)) {
      skipped.push({ file: file.name, reason: 'The name has characters other than letters, digits, - and _.' });
      continue;
    }
    const parsed = parseValeRule({ name, source: file.source });
    if (!parsed.ok) {
      if (!parsed.error.unsupported) throw styleRuleError(parsed.error);
      skipped.push({ file: name, reason: parsed.error.message });
      continue;
    }
    accepted.set(name, { name, source: file.source });
  }
  const files = [...accepted.values()];

  const stored = await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    if (files.length > 0) {
      await tx
        .insert(workspaceStyleRules)
        .values(files.map(({ name, source }) => ({ workspaceId, name, source })))
        .onConflictDoUpdate({ target: [workspaceStyleRules.workspaceId, workspaceStyleRules.name], set: { source: sql`excluded.source`, updatedAt: sql`now()` } });
    }
    const all = await listStyleRules(tx, workspaceId);
    // Thrown inside the transaction, so the files just written are rolled back.
    if (all.length > STYLE_RULES_MAX) {
      throw new HttpError(400, { error: `A workspace has at most ${STYLE_RULES_MAX} style rules; this import would make ${all.length}. Delete some first.` });
    }
    if (all.reduce((sum, file) => sum + file.source.length, 0) > STYLE_RULES_TOTAL_MAX_LENGTH) {
      throw new HttpError(400, { error: `A workspace's style rules hold at most ${STYLE_RULES_TOTAL_MAX_LENGTH.toLocaleString('en-US')} characters together; this import would pass that.` });
    }
    return all;
  });
  return { files: stored, imported: files.map((file) => file.name), skipped };
}
