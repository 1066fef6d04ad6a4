import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Pair } from 'yaml';
import type { FindingSeverity } from '../finding.js';
import { checkPattern, stripInlineIgnoreCase } from './safe-pattern.js';
import { STYLE_RULE_SOURCE_MAX_LENGTH, STYLE_RULE_TOKENS_MAX } from './style-rule-limits.js';
import { ruleIdOf, VALE_RULE_TYPES, VALE_SCOPES, type StyleRuleError, type StyleRuleFile, type ValeRule, type ValeRuleType, type ValeScope } from './vale-rule.js';

/** Vale's other extension points, which read more than a block's words (spelling, metrics, scripts). */
const OTHER_VALE_TYPES = new Set(['consistency', 'readability', 'spelling', 'sequence', 'metric', 'script', 'lexical']);
const LEVELS: readonly FindingSeverity[] = ['suggestion', 'warning', 'error'];

export type ParsedRule = { ok: true; rule: ValeRule } | { ok: false; error: StyleRuleError & { unsupported: boolean } };

class RuleProblem extends Error {
  constructor(
    readonly line: number,
    message: string,
    readonly unsupported = false,
  ) {
    super(message);
  }
}

/**
 * Reads one Vale rule file (YAML) and checks it as Vale would, plus what Inkwise needs to run it
 * safely: every pattern compiles and cannot backtrack exponentially. An error names the line.
 */
export function parseValeRule(file: StyleRuleFile): ParsedRule {
  try {
    return { ok: true, rule: readRule(file) };
  } catch (problem) {
    const line = problem instanceof RuleProblem ? problem.line : 1;
    const message = problem instanceof RuleProblem ? problem.message : 'This file could not be read as YAML.';
    return { ok: false, error: { file: file.name, line, message, unsupported: problem instanceof RuleProblem && problem.unsupported } };
  }
}

function readRule(file: StyleRuleFile): ValeRule {
  if (file.source.length > STYLE_RULE_SOURCE_MAX_LENGTH) {
    throw new RuleProblem(1, `A rule file has at most ${STYLE_RULE_SOURCE_MAX_LENGTH.toLocaleString('en-US')} characters.`);
  }
  const lines = new LineCounter();
  // yaml ≥ 2.8.3 reports deep nesting as an error rather than overflowing the stack (GHSA-48c2-rrv3-qjmp).
  const doc = parseDocument(file.source, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const lineOf = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line);
  const firstError = doc.errors[0];
  if (firstError) throw new RuleProblem(lineOf(firstError.pos[0]), `Not valid YAML: ${firstError.message.split('\n')[0]}`);
  const root = doc.contents;
  if (!isMap(root)) throw new RuleProblem(1, 'A rule is a YAML map of keys: extends, message, level and the keys of its type.');

  const pairs = new Map<string, Pair>();
  for (const pair of root.items) {
    if (isScalar(pair.key)) pairs.set(String(pair.key.value), pair);
  }
  const nodeLine = (node: unknown) => lineOf(node && typeof node === 'object' && 'range' in node ? (node.range as [number])?.[0] : undefined);
  const keyLine = (key: string) => nodeLine(pairs.get(key)?.key);

  const scalar = (key: string): unknown => {
    const value = pairs.get(key)?.value;
    if (value === undefined || value === null) return undefined;
    if (!isScalar(value)) throw new RuleProblem(keyLine(key), `\`${key}\` must be a single value.`);
    return value.value;
  };
  const text = (key: string, required: boolean): string | null => {
    const value = scalar(key);
    if (value === undefined || value === null || value === '') {
      if (required) throw new RuleProblem(pairs.has(key) ? keyLine(key) : 1, `Missing the required \`${key}\` key.`);
      return null;
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw new RuleProblem(keyLine(key), `\`${key}\` must be text.`);
    return String(value);
  };
  const flag = (key: string): boolean => {
    const value = scalar(key);
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw new RuleProblem(keyLine(key), `\`${key}\` must be true or false.`);
    return value;
  };
  const count = (key: string, fallback: number): number => {
    const value = scalar(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new RuleProblem(keyLine(key), `\`${key}\` must be a whole number, 0 or more.`);
    return value;
  };
  /** A list of text, each item with its line. */
  const list = (key: string): Array<{ value: string; line: number }> => {
    const value = pairs.get(key)?.value;
    if (value === undefined || value === null) return [];
    if (!isSeq(value)) throw new RuleProblem(keyLine(key), `\`${key}\` must be a list (items starting with "- ").`);
    if (value.items.length > STYLE_RULE_TOKENS_MAX) throw new RuleProblem(keyLine(key), `\`${key}\` has more than ${STYLE_RULE_TOKENS_MAX} items.`);
    return value.items.map((item, index) => {
      if (!isScalar(item) || (typeof item.value !== 'string' && typeof item.value !== 'number')) {
        throw new RuleProblem(nodeLine(item), `Item ${index + 1} of \`${key}\` must be text.`);
      }
      return { value: String(item.value), line: nodeLine(item) };
    });
  };

  let ignorecase = flag('ignorecase');
  /** Checks a pattern where it is written; a leading (?i) makes the rule case-insensitive. */
  const pattern = (value: string, line: number, where: string): string => {
    const stripped = stripInlineIgnoreCase(value);
    if (stripped.ignorecase) ignorecase = true;
    const check = checkPattern(stripped.pattern);
    if (!check.ok) throw new RuleProblem(line, `${where} ${check.message}.`);
    return stripped.pattern;
  };
  const patterns = (key: string) => list(key).map((item, index) => pattern(item.value, item.line, `Item ${index + 1} of \`${key}\` (“${item.value}”)`));
  const single = (key: string) => pattern(text(key, true)!, keyLine(key), `\`${key}\``);
  /** Exceptions are patterns too; a leading (?i) makes only that one case-insensitive, as in Vale. */
  const exceptions = () =>
    list('exceptions').map((item, index) => {
      const check = checkPattern(stripInlineIgnoreCase(item.value).pattern);
      if (!check.ok) throw new RuleProblem(item.line, `Item ${index + 1} of \`exceptions\` (“${item.value}”) ${check.message}.`);
      return item.value;
    });

  const type = text('extends', true)!;
  if (!(VALE_RULE_TYPES as readonly string[]).includes(type)) {
    const other = OTHER_VALE_TYPES.has(type);
    throw new RuleProblem(
      keyLine('extends'),
      other
        ? `Vale's \`${type}\` check is not run by Inkwise's style guide (it runs ${VALE_RULE_TYPES.join(', ')}).`
        : `\`extends\` must be one of ${VALE_RULE_TYPES.join(', ')}.`,
      other,
    );
  }
  const level = text('level', false) ?? 'warning';
  if (!(LEVELS as readonly string[]).includes(level)) throw new RuleProblem(keyLine('level'), '`level` must be suggestion, warning or error.');

  const base = {
    id: ruleIdOf(file.name),
    message: text('message', true)!,
    description: text('description', false),
    link: text('link', false),
    level: level as FindingSeverity,
    scopes: readScopes(pairs.get('scope'), keyLine('scope')),
  };
  const rule = readTypeKeys(type as ValeRuleType);
  return { ...base, ...rule, ignorecase } as ValeRule;

  function readTypeKeys(kind: ValeRuleType) {
    switch (kind) {
      case 'existence': {
        const tokens = patterns('tokens');
        const raw = patterns('raw');
        if (tokens.length === 0 && raw.length === 0) throw new RuleProblem(1, 'An existence rule needs `tokens` (or `raw`): the words or patterns to flag.');
        return { extends: kind, tokens, raw, append: flag('append'), nonword: flag('nonword'), exceptions: exceptions() };
      }
      case 'substitution': {
        const value = pairs.get('swap')?.value;
        if (!isMap(value) || value.items.length === 0) {
          throw new RuleProblem(pairs.has('swap') ? keyLine('swap') : 1, 'A substitution rule needs `swap`: a map of what to find to what to write instead.');
        }
        if (value.items.length > STYLE_RULE_TOKENS_MAX) throw new RuleProblem(keyLine('swap'), `\`swap\` has more than ${STYLE_RULE_TOKENS_MAX} entries.`);
        const swap = value.items.map((entry) => {
          const line = nodeLine(entry.key);
          if (!isScalar(entry.key) || !isScalar(entry.value) || entry.value.value === null) {
            throw new RuleProblem(line, 'Each `swap` entry is `what to find: what to write instead`.');
          }
          const found = String(entry.key.value);
          return { pattern: pattern(found, line, `The swap key “${found}”`), replacement: String(entry.value.value) };
        });
        return { extends: kind, swap, nonword: flag('nonword'), exceptions: exceptions() };
      }
      case 'occurrence': {
        const max = count('max', 0);
        const min = count('min', 0);
        if (max === 0 && min === 0) throw new RuleProblem(1, 'An occurrence rule needs `max` or `min` above 0.');
        return { extends: kind, token: single('token'), max, min };
      }
      case 'repetition': {
        const tokens = patterns('tokens');
        if (tokens.length === 0) throw new RuleProblem(1, 'A repetition rule needs `tokens`: what counts as a repeated unit (often \'[^\\s]+\').');
        return { extends: kind, tokens, max: count('max', 0), alpha: flag('alpha'), exceptions: exceptions() };
      }
      case 'capitalization': {
        const match = text('match', true)!;
        if (!['$title', '$sentence', '$lower', '$upper'].includes(match)) pattern(match, keyLine('match'), '`match`');
        const style = text('style', false) ?? 'AP';
        if (style !== 'AP' && style !== 'Chicago') throw new RuleProblem(keyLine('style'), '`style` must be AP or Chicago.');
        const threshold = scalar('threshold') ?? 0.8;
        if (typeof threshold !== 'number' || threshold <= 0 || threshold > 1) throw new RuleProblem(keyLine('threshold'), '`threshold` must be a number above 0, at most 1.');
        return { extends: kind, match, style, exceptions: exceptions(), threshold };
      }
      case 'conditional':
        return { extends: kind, first: single('first'), second: single('second'), exceptions: exceptions() };
    }
  }
}

function readScopes(pair: Pair | undefined, line: number): ValeScope[] {
  const value = pair?.value;
  if (value === undefined || value === null) return ['text'];
  const names = isSeq(value) ? value.items.map((item) => (isScalar(item) ? String(item.value) : '')) : isScalar(value) ? [String(value.value)] : [''];
  return names.map((name) => {
    const scope = name.replace(/^heading\.h[1-6]$/, 'heading');
    if (!(VALE_SCOPES as readonly string[]).includes(scope)) {
      throw new RuleProblem(line, `\`scope\` “${name}” is not read by Inkwise: use ${VALE_SCOPES.join(', ')} (or heading.h1–h6).`, true);
    }
    return scope as ValeScope;
  });
}
