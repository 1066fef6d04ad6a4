import type { Finding, TextBlock } from './finding.js';
import { matchCase } from './retext-checks.js';

/** What a client's brand profile asks of the words (ADR 0027's profile, read here). */
export interface BrandRules {
  /** The client's name, spelled as the brand spells it. */
  name: string;
  bannedTerms: readonly string[];
  /** What every piece for the client should get across; the report says which are covered. */
  keyMessages?: readonly string[];
  preferredTerms: ReadonlyArray<{ term: string; instead: string }>;
}

type Match = { start: number; end: number; text: string };

/** Whole-word, case-insensitive matches of a term; letters on either side make it another word. */
function termPattern(term: string): RegExp | null {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu');
}

function matches(pattern: RegExp, text: string): Match[] {
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
}

/**
 * The brand's rules over one block: a banned term is an error, a term with a preferred wording
 * is a safe substitution, and the brand's name written in another case ("inkwise") is corrected.
 */
export function brandFindings(block: TextBlock, index: number, rules: BrandRules, patterns: BrandPatterns): Finding[] {
  const found: Finding[] = [];
  for (const { term, pattern } of patterns.banned) {
    for (const match of matches(pattern, block.text)) {
      found.push({
        ...match,
        block: index,
        rule: 'banned-term',
        category: 'brand',
        severity: 'error',
        message: `“${match.text}” is on ${rules.name}'s list of banned terms.`,
        why: `${rules.name}'s brand profile rules out “${term}”; reword the sentence without it.`,
        fixes: [],
        safe: false,
      });
    }
  }
  for (const { term, instead, pattern } of patterns.preferred) {
    for (const match of matches(pattern, block.text)) {
      found.push({
        ...match,
        block: index,
        rule: 'preferred-term',
        category: 'brand',
        severity: 'warning',
        message: `${rules.name} says “${instead}”, not “${match.text}”.`,
        why: `${rules.name}'s brand profile prefers “${instead}” to “${term}”.`,
        fixes: [matchCase(instead, match.text)],
        safe: true,
      });
    }
  }
  if (patterns.name) {
    for (const match of matches(patterns.name, block.text)) {
      if (match.text === rules.name) continue;
      found.push({
        ...match,
        block: index,
        rule: 'brand-name',
        category: 'brand',
        severity: 'warning',
        message: `The brand is spelled “${rules.name}”.`,
        why: 'A brand name written the brand’s own way is part of its identity.',
        fixes: [rules.name],
        safe: true,
      });
    }
  }
  return found;
}

export interface BrandPatterns {
  banned: Array<{ term: string; pattern: RegExp }>;
  preferred: Array<{ term: string; instead: string; pattern: RegExp }>;
  /** Only for a name with a letter to case differently. */
  name: RegExp | null;
}

export function compileBrandRules(rules: BrandRules): BrandPatterns {
  const banned = rules.bannedTerms.flatMap((term) => {
    const pattern = termPattern(term);
    return pattern ? [{ term, pattern }] : [];
  });
  const preferred = rules.preferredTerms.flatMap(({ term, instead }) => {
    const pattern = termPattern(term);
    return pattern ? [{ term, instead, pattern }] : [];
  });
  const name = /\p{L}/u.test(rules.name) ? termPattern(rules.name) : null;
  return { banned, preferred, name };
}
