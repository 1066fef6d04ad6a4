import { parseValeRule } from '../parse-vale-rule.js';
import { ruleIdOf, type ValeRule } from '../vale-rule.js';
import { APA_RULES } from './apa.js';
import { AP_RULES } from './ap.js';
import { CHICAGO_RULES } from './chicago.js';
import { MLA_RULES } from './mla.js';
import type { PresetRule } from './preset-rule.js';
import { STYLE_GUIDE_LABELS, STYLE_GUIDE_PRESETS, STYLE_GUIDE_SOURCES, type StyleGuidePreset } from '../style-guides.js';

export { STYLE_GUIDE_LABELS, STYLE_GUIDE_PRESETS, STYLE_GUIDE_SOURCES, type StyleGuidePreset };

const RULES: Record<StyleGuidePreset, PresetRule[]> = { ap: AP_RULES, chicago: CHICAGO_RULES, mla: MLA_RULES, apa: APA_RULES };

/** What the Settings and the client's style guide list: each rule's id, what it checks and where the guide says so. */
export interface PresetRuleSummary {
  id: string;
  description: string;
  reference: string;
}

export function presetRuleSummaries(preset: StyleGuidePreset): PresetRuleSummary[] {
  return RULES[preset].map(({ file, description, reference }) => ({ id: ruleIdOf(file), description, reference }));
}

const parsed = new Map<StyleGuidePreset, Array<{ rule: ValeRule; description: string; reference: string }>>();

/** A preset's rules, read once per process; a preset rule that does not read is a bug (its tests fail). */
export function presetRules(preset: StyleGuidePreset): Array<{ rule: ValeRule; description: string; reference: string }> {
  let rules = parsed.get(preset);
  if (!rules) {
    rules = RULES[preset].map(({ file, source, description, reference }) => {
      const result = parseValeRule({ name: file, source });
      if (!result.ok) throw new Error(`The built-in rule ${file} does not read (line ${result.error.line}): ${result.error.message}`);
      return { rule: result.rule, description, reference };
    });
    parsed.set(preset, rules);
  }
  return rules;
}
