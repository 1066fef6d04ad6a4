import type { StyleRules } from '../../shared/contract/style-rules.js';
import type { StyleRuleFile } from '../../shared/writing-feedback/style-rules/vale-rule.js';

export function presentStyleRules(files: readonly StyleRuleFile[]): StyleRules {
  return { files: files.map(({ name, source }) => ({ name, source })) };
}
