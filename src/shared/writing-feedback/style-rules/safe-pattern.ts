import safeRegex from 'safe-regex2';
import { STYLE_PATTERN_MAX_LENGTH } from './style-rule-limits.js';

/**
 * The regular expressions of rules a workspace writes or imports are run in the editor's worker
 * and on the server, in JavaScript's backtracking engine, which cannot be stopped mid-match. So
 * a pattern is refused before it runs when its backtracking could grow exponentially (ADR 0031):
 * a repeated group that itself repeats (`(a+)+`, safe-regex2's star height), or a repeated
 * alternation whose branches can start alike (`(a|aa)*`), which safe-regex2 does not see.
 */
export type PatternCheck = { ok: true } | { ok: false; message: string };

/**
 * A leading `(?i)` (Vale's Go engine reads inline flags) makes the rule case-insensitive: what
 * is left of the pattern, and whether the flag was there.
 */
export function stripInlineIgnoreCase(pattern: string): { pattern: string; ignorecase: boolean } {
  return pattern.startsWith('(?i)') ? { pattern: pattern.slice(4), ignorecase: true } : { pattern, ignorecase: false };
}

export function checkPattern(pattern: string): PatternCheck {
  if (pattern.length > STYLE_PATTERN_MAX_LENGTH) {
    return { ok: false, message: `is longer than ${STYLE_PATTERN_MAX_LENGTH} characters` };
  }
  if (/\(\?[a-zA-Z-]+\)/.test(pattern)) {
    return { ok: false, message: 'has an inline flag such as (?i) inside it: only a leading (?i) is understood; use ignorecase: true' };
  }
  try {
    new RegExp(pattern, 'g');
  } catch (error) {
    return { ok: false, message: `is not a valid regular expression (${error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : 'invalid'})` };
  }
  // safe-regex2's parser does not know lookbehinds or named groups; as plain groups they repeat alike.
  const plain = withoutOptionals(pattern.replace(/\(\?<[=!]/g, '(?:').replace(/\(\?<[A-Za-z][A-Za-z0-9_]*>/g, '('));
  if (!safeRegex(plain, { limit: 25 }) || repeatedOverlappingAlternation(plain)) {
    return { ok: false, message: 'could take exponential time on some text (a repeated group that repeats inside, or repeated alternatives that start alike): rewrite it without nested repetition' };
  }
  return { ok: true };
}

/**
 * A group with alternatives followed by `*`, `+` or `{n,}` whose alternatives do not each start
 * with a different literal character: `(a|aa)*`, `(\w|x)+`. Conservative: an alternative that
 * starts with a class, an escape or a group counts as overlapping.
 */
function repeatedOverlappingAlternation(pattern: string): boolean {
  const stack: number[] = [];
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '[') {
      index = classEnd(pattern, index);
      continue;
    }
    if (char === '(') stack.push(index);
    if (char === ')' && stack.length > 0) {
      const open = stack.pop()!;
      const after = pattern.slice(index + 1, index + 4);
      if (!/^(?:[*+]|\{\d+,\})/.test(after)) continue;
      const body = pattern.slice(open + 1, index).replace(/^\?:/, '');
      const branches = topLevelBranches(body);
      if (branches.length < 2) continue;
      const firsts = branches.map((branch) => (/^[A-Za-z0-9 ,'’"-]/.test(branch) ? branch[0]!.toLowerCase() : null));
      if (firsts.includes(null) || new Set(firsts).size !== firsts.length) return true;
    }
  }
  return false;
}

/**
 * safe-regex2 counts `?` as a repetition, so `\d+(?:\.\d+)?` would be refused; an optional part
 * matches once or not at all and cannot multiply the ways to match, so it is left out of the count.
 */
function withoutOptionals(pattern: string): string {
  let out = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index]!;
    if (char === '\\') {
      out += pattern.slice(index, index + 2);
      index += 1;
    } else if (char === '[') {
      const end = classEnd(pattern, index);
      out += pattern.slice(index, end + 1);
      index = end;
    } else if (char === '?' && out.at(-1) !== '(') {
      continue;
    } else if (char === '{' && /^\{(?:0,)?1\}/.test(pattern.slice(index))) {
      index = pattern.indexOf('}', index);
    } else out += char;
  }
  return out;
}

function classEnd(pattern: string, open: number): number {
  for (let index = open + 1; index < pattern.length; index += 1) {
    if (pattern[index] === '\\') index += 1;
    else if (pattern[index] === ']') return index;
  }
  return pattern.length;
}

function topLevelBranches(body: string): string[] {
  const branches: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index];
    if (char === '\\') index += 1;
    else if (char === '[') index = classEnd(body, index);
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === '|' && depth === 0) {
      branches.push(body.slice(start, index));
      start = index + 1;
    }
  }
  branches.push(body.slice(start));
  return branches;
}
