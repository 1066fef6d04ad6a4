import { parseValeRule } from '../parse-vale-rule.js';
import { ruleIdOf, type ValeRule } from '../vale-rule.js';
import { APA_RULES } from './apa.js';
import { AP_RULES } from './ap.js';
import { CHICAGO_RULES } from './chicago.js';
import { MLA_RULES } from './mla.js';
import type { PresetRule } from './preset-rule.js';

/** The style guides a client can follow (issue 16): each a documented subset of the guide's checkable rules. */
export const STYLE_GUIDE_PRESETS = ['ap', 'chicago', 'mla', 'apa'] as const;
export type StyleGuidePreset = (typeof STYLE_GUIDE_PRESETS)[number];

/** Named for what they are: a set of the guide's rules, not the guide. */
export const STYLE_GUIDE_LABELS: Record<StyleGuidePreset, string> = {
  ap: 'AP-style',
  chicago: 'Chicago-style',
  mla: 'MLA-style',
  apa: 'APA-style',
};

/** The guide each preset draws on, and its edition. */
export const STYLE_GUIDE_SOURCES: Record<StyleGuidePreset, string> = {
  ap: 'The Associated Press Stylebook',
  chicago: 'The Chicago Manual of Style, 17th edition',
  mla: 'MLA Handbook, 9th edition',
  apa: 'Publication Manual of the American Psychological Association, 7th edition',
};

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
