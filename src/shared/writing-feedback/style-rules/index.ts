export { compileStyleRules, findingRuleOf, runDocumentStyleRules, runStyleRulesOnBlock, type StyleRuleSet, type StyleRulesInput } from './compile-style-rules.js';
export { parseValeRule, type ParsedRule } from './parse-vale-rule.js';
export {
  presetRuleSummaries,
  STYLE_GUIDE_LABELS,
  STYLE_GUIDE_PRESETS,
  STYLE_GUIDE_SOURCES,
  type PresetRuleSummary,
  type StyleGuidePreset,
} from './presets/index.js';
export * from './style-rule-limits.js';
export { ruleIdOf, VALE_RULE_TYPES, type StyleRuleError, type StyleRuleFile, type ValeRule } from './vale-rule.js';
