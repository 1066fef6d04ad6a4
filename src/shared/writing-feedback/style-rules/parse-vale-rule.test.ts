import { describe, expect, it } from 'vitest';
import { compileStyleRules } from './compile-style-rules.js';
import { checkPattern } from './safe-pattern.js';
import { parseValeRule } from './parse-vale-rule.js';
import { STYLE_RULES_MAX } from './style-rule-limits.js';

const parse = (source: string, name = 'Acme/Rule.yml') => parseValeRule({ name, source });
const errorOf = (source: string) => {
  const parsed = parse(source);
  if (parsed.ok) throw new Error('expected an error');
  return parsed.error;
};

describe('reading a Vale rule file', () => {
  it('reads the header keys with Vale defaults: level warning, scope text, case-sensitive', () => {
    const parsed = parse('extends: existence\nmessage: "Avoid %s"\ntokens:\n  - obviously\n');
    expect(parsed).toMatchObject({ ok: true, rule: { id: 'Acme.Rule', extends: 'existence', level: 'warning', scopes: ['text'], ignorecase: false, tokens: ['obviously'] } });
    expect(parseValeRule({ name: 'Hedging.yml', source: 'extends: existence\nmessage: x\ntokens: [a]\n' })).toMatchObject({ rule: { id: 'Custom.Hedging' } });
  });

  it('points at the line of a YAML error', () => {
    expect(errorOf('extends: existence\nmessage: "x"\ntokens:\n  - a\n   - b: [\n')).toMatchObject({ file: 'Acme/Rule.yml', line: expect.any(Number) });
    expect(errorOf('extends: existence\nmessage: "unclosed\ntokens: [a]\n').message).toMatch(/^Not valid YAML/);
    expect(errorOf('extends: existence\nextends: substitution\nmessage: x\n')).toMatchObject({ line: 2 });
  });

  it('points at the line of a missing or wrong key', () => {
    expect(errorOf('extends: existance\nmessage: x\n')).toMatchObject({ line: 1, message: expect.stringMatching(/must be one of existence/) });
    expect(errorOf('extends: existence\ntokens: [a]\n')).toMatchObject({ message: 'Missing the required `message` key.' });
    expect(errorOf('extends: existence\nmessage: x\nlevel: fatal\ntokens: [a]\n')).toMatchObject({ line: 3, message: expect.stringMatching(/suggestion, warning or error/) });
    expect(errorOf('extends: existence\nmessage: x\nignorecase: yes please\ntokens: [a]\n')).toMatchObject({ line: 3 });
    expect(errorOf('extends: occurrence\nmessage: x\ntoken: a\nmax: -2\n')).toMatchObject({ line: 4 });
    expect(errorOf('extends: existence\nmessage: x\nscope: raw\ntokens: [a]\n')).toMatchObject({ line: 3, unsupported: true });
    expect(errorOf('extends: spelling\nmessage: x\n')).toMatchObject({ line: 1, unsupported: true, message: expect.stringMatching(/not run/) });
    expect(errorOf('- a\n- b\n')).toMatchObject({ line: 1, message: expect.stringMatching(/YAML map/) });
  });

  it('refuses a bad regular expression at its line', () => {
    const error = errorOf('extends: existence\nmessage: x\ntokens:\n  - fine\n  - "broken(["\n');
    expect(error).toMatchObject({ line: 5, message: expect.stringMatching(/Item 2 of `tokens`.*not a valid regular expression/) });
    expect(errorOf('extends: substitution\nmessage: x\nswap:\n  good: better\n  "(a+)+b": c\n')).toMatchObject({ line: 5, message: expect.stringMatching(/exponential/) });
    expect(errorOf('extends: existence\nmessage: x\ntokens:\n  - "(?-i)x"\n').message).toMatch(/inline flag/);
  });

  it('refuses patterns that backtrack catastrophically, and keeps the safe look-alikes', () => {
    for (const unsafe of ['(a+)+$', '(\\w+\\s?)+$', '(a|aa)*b', '(.*a){12}', '(x|\\w)+y', '(?:a*)*']) expect(checkPattern(unsafe).ok, unsafe).toBe(false);
    for (const safe of ['\\b\\d+(?:\\.\\d+)? ?%', '(?<=\\w, (?:\\w+ )?\\w+),', '\\b(?:very|really)\\b', '(?:ab|cd)+', '[a-z]+@[a-z]+', '(?<![\\w.])U\\.S\\.']) expect(checkPattern(safe).ok, safe).toBe(true);
    expect(checkPattern('a'.repeat(1_001)).ok).toBe(false);
  });

  it('takes a leading (?i) as ignorecase, as Vale’s engine does', () => {
    expect(parse('extends: existence\nmessage: x\ntokens:\n  - "(?i)obviously"\n')).toMatchObject({ rule: { ignorecase: true, tokens: ['obviously'] } });
  });

  it('refuses rules without what their type needs', () => {
    expect(errorOf('extends: existence\nmessage: x\n').message).toMatch(/needs `tokens`/);
    expect(errorOf('extends: substitution\nmessage: x\nswap: []\n')).toMatchObject({ line: 3, message: expect.stringMatching(/needs `swap`/) });
    expect(errorOf('extends: occurrence\nmessage: x\ntoken: a\n').message).toMatch(/`max` or `min`/);
    expect(errorOf('extends: capitalization\nmessage: x\nmatch: $title\nstyle: MLA\n')).toMatchObject({ line: 4 });
    expect(errorOf('extends: conditional\nmessage: x\nfirst: a\n').message).toMatch(/`second`/);
    expect(errorOf('x'.repeat(50_001)).message).toMatch(/at most 50,000 characters/);
  });
});

describe('a set of rules past the limits', () => {
  it('runs the first 500 of 10,000 rules and says so, without compiling the rest', () => {
    const files = Array.from({ length: 10_000 }, (_, index) => ({ name: `Bulk/Rule${index}.yml`, source: `extends: existence\nmessage: "no %s"\ntokens:\n  - word${index}\n` }));
    // A guard against work that grows with the square of the rules, with room for a loaded machine;
    // speed is measured in bench/, not here.
    const started = performance.now();
    const set = compileStyleRules({ preset: null, files, disabled: [] });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(set.rules).toHaveLength(STYLE_RULES_MAX);
    expect(set.notice).toMatch(/Only the first 500 of this workspace's 10,000 style rules are checked/);
  });

  it('leaves out a broken file and names it', () => {
    const set = compileStyleRules({ preset: null, files: [{ name: 'Bad.yml', source: 'extends: existence\nmessage: x\ntokens: ["(a+)+"]\n' }], disabled: [] });
    expect(set.rules).toHaveLength(0);
    expect(set.notice).toMatch(/Bad.yml \(line 3\)/);
  });
});
