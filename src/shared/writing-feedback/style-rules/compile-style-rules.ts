import type { Finding, TextBlock } from '../finding.js';
import { expectedCase } from './letter-case.js';
import { parseValeRule } from './parse-vale-rule.js';
import { presetRules, STYLE_GUIDE_LABELS, type StyleGuidePreset } from './presets/index.js';
import { STYLE_RULES_MAX, STYLE_RULES_TOTAL_MAX_LENGTH } from './style-rule-limits.js';
import type { StyleRuleFile, ValeRule } from './vale-rule.js';

/** What the style guide of a document is made of: its client's preset, the workspace's files, the rules turned off. */
export interface StyleRulesInput {
  preset: StyleGuidePreset | null;
  files: readonly StyleRuleFile[];
  /** Rule ids (`AP.Percent`, `Acme.Hedging`) the client turned off. */
  disabled: readonly string[];
}

type Hit = Omit<Finding, 'block' | 'category'>;
/** A stretch a rule reads (a block, or one of its sentences), with where it starts in the block. */
interface Unit {
  text: string;
  offset: number;
}

export interface CompiledStyleRule {
  id: string;
  rule: ValeRule;
  /** Run over one unit; conditional rules read the document in order and have `document` instead. */
  check: ((unit: Unit, kind: TextBlock['kind']) => Hit[]) | null;
  document: ((blocks: readonly TextBlock[]) => Array<Hit & { block: number }>) | null;
}

export interface StyleRuleSet {
  rules: CompiledStyleRule[];
  /** Said in the report: rules not checked (errors, too many). */
  notice: string | null;
}

/** `Custom.Hedging` → `style-custom-hedging`: a finding's rule name (lower-case, as ignore keys want). */
export function findingRuleOf(id: string): string {
  return `style-${id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

/**
 * Parses and compiles the rules of a style guide (ADR 0031): the preset's, then the workspace's
 * own files (at most STYLE_RULES_MAX of them, STYLE_RULES_TOTAL_MAX_LENGTH characters in all),
 * less the disabled ones. A file with an error is left out and named in the notice; the server
 * refuses such files on save, so this happens only to rules saved before a check tightened.
 */
export function compileStyleRules(input: StyleRulesInput): StyleRuleSet {
  const disabled = new Set(input.disabled);
  const notices: string[] = [];
  const rules: CompiledStyleRule[] = [];
  for (const preset of input.preset ? presetRules(input.preset) : []) {
    if (!disabled.has(preset.rule.id)) rules.push(compileRule(preset.rule, `${preset.description} (${STYLE_GUIDE_LABELS[input.preset!]}: ${preset.reference})`));
  }
  let files = input.files;
  if (files.length > STYLE_RULES_MAX) {
    notices.push(`Only the first ${STYLE_RULES_MAX} of this workspace's ${files.length.toLocaleString('en-US')} style rules are checked.`);
    files = files.slice(0, STYLE_RULES_MAX);
  }
  let characters = 0;
  const broken: string[] = [];
  for (const file of files) {
    characters += file.source.length;
    if (characters > STYLE_RULES_TOTAL_MAX_LENGTH) {
      notices.push(`The style rules past ${file.name} are not checked: together they are longer than ${STYLE_RULES_TOTAL_MAX_LENGTH.toLocaleString('en-US')} characters.`);
      break;
    }
    const parsed = parseValeRule(file);
    if (!parsed.ok) {
      broken.push(`${file.name} (line ${parsed.error.line})`);
      continue;
    }
    if (disabled.has(parsed.rule.id)) continue;
    rules.push(compileRule(parsed.rule, parsed.rule.description ?? `A rule of this workspace's style guide (${parsed.rule.id}).`));
  }
  if (broken.length > 0) notices.push(`Style rules with errors are not checked: ${broken.slice(0, 3).join(', ')}${broken.length > 3 ? ` and ${broken.length - 3} more` : ''}.`);
  return { rules, notice: notices.join(' ') || null };
}

/** Vale's message: each `%s` takes the next value. */
function format(message: string, values: readonly string[]): string {
  let next = 0;
  return message.replace(/%s/g, () => values[next++] ?? '');
}

/** "a", "a or b", "a, b or c", as Vale lists a substitution's choices. */
function listOfChoices(choices: readonly string[]): string {
  return choices.length <= 1 ? (choices[0] ?? '') : `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
}

/** Capture groups would shift the group a substitution's match is told by: made non-capturing. */
function withoutCaptures(pattern: string): string {
  return pattern.replace(/(\\.)|\((?!\?)/g, (all, escaped: string | undefined) => escaped ?? '(?:');
}

/** Vale's exceptions: whole words anywhere in the flagged text, case-sensitive unless one starts with (?i). */
function exceptionTest(exceptions: readonly string[]): (text: string) => boolean {
  if (exceptions.length === 0) return () => false;
  const sorted = [...exceptions].sort((a, b) => b.length - a.length);
  const sensitive = sorted.filter((term) => !term.startsWith('(?i)'));
  const insensitive = sorted.filter((term) => term.startsWith('(?i)')).map((term) => term.slice(4));
  const patterns = [sensitive.length ? new RegExp(`\\b(?:${sensitive.join('|')})\\b`) : null, insensitive.length ? new RegExp(`\\b(?:${insensitive.join('|')})\\b`, 'i') : null];
  return (text) => patterns.some((pattern) => pattern?.test(text) ?? false);
}

function allMatches(pattern: RegExp, text: string): RegExpExecArray[] {
  pattern.lastIndex = 0;
  const found: RegExpExecArray[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    found.push(match);
  }
  return found;
}

function compileRule(rule: ValeRule, why: string): CompiledStyleRule {
  const flags = rule.ignorecase ? 'gi' : 'g';
  const hit = (unit: Unit, start: number, end: number, values: string[], fixes: string[] = [], safe = false): Hit => ({
    rule: findingRuleOf(rule.id),
    severity: rule.level,
    start: unit.offset + start,
    end: unit.offset + end,
    text: unit.text.slice(start, end),
    message: format(rule.message, values),
    why,
    fixes,
    safe,
  });
  const base = { id: rule.id, rule, document: null };

  switch (rule.extends) {
    case 'existence': {
      const tokens = rule.tokens.join('|');
      const words = rule.tokens.length > 0 && !rule.nonword ? `\\b(?:${tokens})\\b` : `(?:${tokens})`;
      const raw = rule.raw.join('');
      const pattern = new RegExp(rule.append ? words + raw : raw + words, flags);
      const excepted = exceptionTest(rule.exceptions);
      return {
        ...base,
        check: (unit) =>
          allMatches(pattern, unit.text)
            .filter((match) => !excepted(match[0].trim()))
            .map((match) => hit(unit, match.index, match.index + match[0].length, [match[0].trim()])),
      };
    }
    case 'substitution': {
      const swap = [...rule.swap].sort((a, b) => b.pattern.length - a.pattern.length);
      const alternatives = swap.map((entry) => `(${withoutCaptures(entry.pattern)})`).join('|');
      const pattern = new RegExp(rule.nonword ? `(?:${alternatives})` : `\\b(?:${alternatives})\\b`, flags);
      const excepted = exceptionTest(rule.exceptions);
      return {
        ...base,
        check: (unit) =>
          allMatches(pattern, unit.text).flatMap((match) => {
            const group = match.findIndex((value, index) => index > 0 && value !== undefined);
            const observed = match[0].trim();
            const choices = swap[group - 1]!.replacement.split('|').map((choice) => choice.trim()).filter(Boolean);
            if (choices.includes(observed) || excepted(observed)) return [];
            // "Utilize" at the start of a sentence becomes "Use", as the writer would type it.
            const fixes = choices.map((choice) => (rule.ignorecase && /^\p{Lu}/u.test(observed) && /^\p{Ll}/u.test(choice) ? choice[0]!.toUpperCase() + choice.slice(1) : choice));
            return [hit(unit, match.index, match.index + match[0].length, [listOfChoices(choices), observed], fixes, fixes.length === 1)];
          }),
      };
    }
    case 'occurrence': {
      const pattern = new RegExp(`(?:${rule.token})`, flags);
      return {
        ...base,
        check: (unit) => {
          const count = allMatches(pattern, unit.text).length;
          if (!((rule.max > 0 && count > rule.max) || (rule.min > 0 && count < rule.min))) return [];
          const start = unit.text.length - unit.text.trimStart().length;
          const end = unit.text.trimEnd().length;
          return end > start ? [hit(unit, start, end, [String(count)])] : [];
        },
      };
    }
    case 'repetition': {
      const pattern = new RegExp(`(${rule.tokens.join('|')})`, flags);
      const excepted = exceptionTest(rule.exceptions);
      return {
        ...base,
        check: (unit) => {
          const found: Hit[] = [];
          let previous: RegExpExecArray | null = null;
          let repeats = 0;
          for (const match of allMatches(pattern, unit.text)) {
            const current = match[0].trim();
            const before = previous?.[0].trim() ?? '';
            const same = current !== '' && (rule.ignorecase ? current.toLowerCase() === before.toLowerCase() : current === before);
            if (same && (!rule.alpha || /^\p{L}+$/u.test(current))) {
              repeats += 1;
              const span = unit.text.slice(previous!.index, match.index + match[0].length);
              if (repeats > rule.max && !span.includes('\n') && !excepted(span)) {
                found.push(hit(unit, previous!.index, match.index + match[0].length, [current]));
                repeats = 0;
              }
            } else repeats = 0;
            previous = match;
          }
          return found;
        },
      };
    }
    case 'capitalization': {
      const style = rule.match === '$title' ? ({ kind: 'title', style: rule.style } as const) : rule.match === '$sentence' ? ({ kind: 'sentence' } as const) : null;
      const pattern = style || rule.match === '$lower' || rule.match === '$upper' ? null : new RegExp(rule.match, rule.ignorecase ? 'i' : '');
      const excepted = exceptionTest(rule.exceptions);
      return {
        ...base,
        check: (unit) => {
          const text = unit.text.trim();
          if (!/\p{L}/u.test(text) || excepted(text)) return [];
          let expected = text;
          let right: boolean;
          if (style) {
            const cased = expectedCase(text, style, rule.exceptions);
            expected = cased.expected;
            right = cased.share >= rule.threshold;
          } else if (rule.match === '$lower') right = text === text.toLowerCase();
          else if (rule.match === '$upper') right = text === text.toUpperCase();
          else right = pattern!.test(text);
          if (right) return [];
          const start = unit.text.indexOf(text);
          return [hit(unit, start, start + text.length, [text, expected], style && expected !== text ? [expected] : [], false)];
        },
      };
    }
    case 'conditional': {
      const second = new RegExp(rule.second, flags);
      const first = new RegExp(rule.first, flags);
      const excepted = exceptionTest(rule.exceptions);
      return {
        ...base,
        check: null,
        // Vale's order: what a block defines (`second`) counts from that block on, so a term used
        // before its definition is flagged; the scope is the whole document.
        document: (blocks) => {
          const defined = new Set<string>();
          const found: Array<Hit & { block: number }> = [];
          blocks.forEach((block, index) => {
            if (!inScope(rule, block.kind)) return;
            for (const match of allMatches(second, block.text)) for (const group of match.slice(1)) if (group) defined.add(group);
            for (const match of allMatches(first, block.text)) {
              if (defined.has(match[0]) || excepted(match[0])) continue;
              found.push({ ...hit({ text: block.text, offset: 0 }, match.index, match.index + match[0].length, [match[0]]), block: index });
            }
          });
          return found;
        },
      };
    }
  }
}

function inScope(rule: ValeRule, kind: TextBlock['kind']): boolean {
  return rule.scopes.some((scope) => scope === 'text' || scope === 'sentence' || scope === kind);
}

/**
 * One block's findings from the per-unit rules: the whole block for `text`, `heading` and
 * `paragraph` scopes, each sentence (as the engine split them) for `sentence`.
 */
export function runStyleRulesOnBlock(set: StyleRuleSet, block: TextBlock, sentences: ReadonlyArray<{ start: number; end: number }>): Array<Omit<Finding, 'block'>> {
  const found: Array<Omit<Finding, 'block'>> = [];
  for (const compiled of set.rules) {
    if (!compiled.check) continue;
    const scopes = compiled.rule.scopes;
    const units: Unit[] = [];
    if (scopes.includes('text') || scopes.includes(block.kind)) units.push({ text: block.text, offset: 0 });
    else if (scopes.includes('sentence')) {
      const spans = sentences.length > 0 ? sentences : [{ start: 0, end: block.text.length }];
      for (const span of spans) units.push({ text: block.text.slice(span.start, span.end), offset: span.start });
    }
    for (const unit of units) for (const hit of compiled.check(unit, block.kind)) found.push({ ...hit, category: 'style' });
  }
  return found;
}

/** The document-wide rules (conditional) over every block in order. */
export function runDocumentStyleRules(set: StyleRuleSet, blocks: readonly TextBlock[]): Finding[] {
  return set.rules.flatMap((compiled) => (compiled.document ? compiled.document(blocks).map((hit) => ({ ...hit, category: 'style' as const })) : []));
}
