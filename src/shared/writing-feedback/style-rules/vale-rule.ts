import type { FindingSeverity } from '../finding.js';

/**
 * A Vale rule (https://vale.sh/docs/styles) as Inkwise reads it: the extension points that apply
 * to prose blocks, with their keys (ADR 0031). Patterns are kept as written; the engine compiles
 * them once per set of rules.
 */
export const VALE_RULE_TYPES = ['existence', 'substitution', 'occurrence', 'repetition', 'capitalization', 'conditional'] as const;
export type ValeRuleType = (typeof VALE_RULE_TYPES)[number];

/**
 * Where a rule reads: `text` every block, `heading` the headings, `paragraph` the other blocks,
 * `sentence` each sentence of every block (Vale's `heading.h1`…`h6` read as `heading`).
 */
export const VALE_SCOPES = ['text', 'heading', 'paragraph', 'sentence'] as const;
export type ValeScope = (typeof VALE_SCOPES)[number];

export interface ValeRuleBase {
  /** `Style.Rule`, as Vale names it from its folder and file (`AP.Percent`, `Acme.Hedging`). */
  id: string;
  /** With `%s` for the matched text (and, by type, the replacement or count). */
  message: string;
  description: string | null;
  link: string | null;
  level: FindingSeverity;
  scopes: ValeScope[];
  ignorecase: boolean;
}

export type ValeRule = ValeRuleBase &
  (
    | { extends: 'existence'; tokens: string[]; raw: string[]; append: boolean; nonword: boolean; exceptions: string[] }
    | { extends: 'substitution'; swap: Array<{ pattern: string; replacement: string }>; nonword: boolean; exceptions: string[] }
    | { extends: 'occurrence'; token: string; max: number; min: number }
    | { extends: 'repetition'; tokens: string[]; max: number; alpha: boolean; exceptions: string[] }
    | { extends: 'capitalization'; match: string; style: 'AP' | 'Chicago'; exceptions: string[]; threshold: number }
    | { extends: 'conditional'; first: string; second: string; exceptions: string[] }
  );

/** A rule file as stored and sent to the engine. */
export interface StyleRuleFile {
  /** `Hedging.yml` or `Acme/Hedging.yml`. */
  name: string;
  source: string;
}

/** A rule file that cannot be used, and where: `line` is 1-based. */
export interface StyleRuleError {
  file: string;
  line: number;
  message: string;
}

/** `Acme/Hedging.yml` → `Acme.Hedging`; a file without a folder is one of the workspace's own: `Custom.Hedging`. */
export function ruleIdOf(fileName: string): string {
  const [folder, file] = fileName.includes('/') ? fileName.split('/') : ['Custom', fileName];
  return `${folder}.${file!.replace(/\.ya?ml$/, '')}`;
}
