import { describe, expect, it } from 'vitest';
import { createFeedbackAnalyzer } from '../analyze-feedback.js';
import type { TextBlock } from '../finding.js';
import { compileStyleRules, runDocumentStyleRules, runStyleRulesOnBlock } from './compile-style-rules.js';

/** The findings of one custom rule over paragraphs (and headings), as [rule text, message, fixes]. */
function run(source: string, texts: Array<string | TextBlock>) {
  const set = compileStyleRules({ preset: null, files: [{ name: 'Test/Rule.yml', source }], disabled: [] });
  expect(set.notice).toBeNull();
  const blocks = texts.map((text) => (typeof text === 'string' ? { kind: 'paragraph' as const, text } : text));
  return [
    ...blocks.flatMap((block, index) => runStyleRulesOnBlock(set, block, sentencesOf(block.text)).map((finding) => ({ ...finding, block: index }))),
    ...runDocumentStyleRules(set, blocks),
  ];
}

function sentencesOf(text: string) {
  return [...text.matchAll(/[^.!?]+[.!?]*\s*/g)].map((match) => ({ start: match.index, end: match.index + match[0].trimEnd().length }));
}

describe('existence', () => {
  const rule = 'extends: existence\nmessage: "Remove “%s”."\nlevel: error\nignorecase: true\ntokens:\n  - obviously\n  - of course\nexceptions:\n  - Of course\n';
  it('flags whole words in any case, with the message and level', () => {
    const [finding] = run(rule, ['It is Obviously true.']);
    expect(finding).toMatchObject({ rule: 'style-test-rule', category: 'style', severity: 'error', start: 6, end: 15, text: 'Obviously', message: 'Remove “Obviously”.', fixes: [] });
  });
  it('does not fire inside other words, nor on an exception (case-sensitive, as in Vale)', () => {
    expect(run(rule, ['Unobviously, obviousness is no word.', 'Of course not.'])).toEqual([]);
    expect(run(rule, ['It is, of course, done.']).map((finding) => finding.text)).toEqual(['of course']);
  });
  it('is case-sensitive unless told', () => {
    const sensitive = 'extends: existence\nmessage: x\ntokens: [Foo]\n';
    expect(run(sensitive, ['foo and Foo']).map((finding) => finding.start)).toEqual([8]);
  });
  it('matches anywhere with nonword, and raw joins patterns', () => {
    expect(run('extends: existence\nmessage: x\nnonword: true\ntokens: ["[a-z]\\\\.(?= [A-Z])"]\n', ['end. Start']).map((f) => f.text)).toEqual(['d.']);
    expect(run('extends: existence\nmessage: x\nraw: ["\\\\d+", " ", "apples"]\n', ['I ate 12 apples']).map((f) => f.text)).toEqual(['12 apples']);
  });
});

describe('substitution', () => {
  const rule = 'extends: substitution\nmessage: "Use “%s” instead of “%s”."\nignorecase: true\nswap:\n  utilize: use\n  "in order to": to\n  leverage: use|apply\n  javascript: JavaScript\n';
  it('offers the replacement, in the case the sentence needs, safe when there is one', () => {
    const findings = run(rule, ['Utilize it in order to leverage the API.']);
    expect(findings.map(({ text, message, fixes, safe }) => ({ text, message, fixes, safe }))).toEqual([
      { text: 'Utilize', message: 'Use “use” instead of “Utilize”.', fixes: ['Use'], safe: true },
      { text: 'in order to', message: 'Use “to” instead of “in order to”.', fixes: ['to'], safe: true },
      { text: 'leverage', message: 'Use “use or apply” instead of “leverage”.', fixes: ['use', 'apply'], safe: false },
    ]);
  });
  it('does not flag the replacement itself, or a word that contains the key', () => {
    expect(run(rule, ['We write JavaScript, underutilized code and leverages.'])).toEqual([]);
  });
});

describe('occurrence', () => {
  const rule = 'extends: occurrence\nmessage: "Keep sentences short: this one has %s words."\nscope: sentence\nmax: 5\ntoken: "[^\\\\s]+"\n';
  it('flags the sentence over the limit, with the count', () => {
    const findings = run(rule, ['Short one here. This sentence has far too many words in it.']);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ text: 'This sentence has far too many words in it.', message: 'Keep sentences short: this one has 9 words.', start: 16 });
  });
  it('reads nothing under the limit', () => {
    expect(run(rule, ['One. Two words. Three short words.'])).toEqual([]);
  });
});

describe('repetition', () => {
  const rule = 'extends: repetition\nmessage: "“%s” is repeated."\nignorecase: true\nalpha: true\ntokens: ["[^\\\\s]+"]\n';
  it('flags a word written twice in a row', () => {
    expect(run(rule, ['This is the The end.']).map((finding) => [finding.text, finding.message])).toEqual([['the The', '“The” is repeated.']]);
  });
  it('does not flag figures, or words apart', () => {
    expect(run(rule, ['It cost 20 20 dollars, the cat and the dog.'])).toEqual([]);
  });
});

describe('capitalization', () => {
  it('checks headings in title case, with the expected heading as the fix', () => {
    const rule = 'extends: capitalization\nmessage: "“%s” should be “%s”."\nscope: heading\nmatch: $title\nstyle: Chicago\n';
    const findings = run(rule, [{ kind: 'heading', text: 'a guide to writing with style' }, 'a guide to writing with style']);
    expect(findings.map(({ block, fixes }) => ({ block, fixes }))).toEqual([{ block: 0, fixes: ['A Guide to Writing with Style'] }]);
    expect(run(rule, [{ kind: 'heading', text: 'A Guide to Writing with Style' }, { kind: 'heading', text: 'Using the NASA API on iPhone' }])).toEqual([]);
  });
  it('checks sentence case, $upper and a pattern', () => {
    expect(run('extends: capitalization\nmessage: x\nscope: heading\nmatch: $sentence\n', [{ kind: 'heading', text: 'Our Plans For The Year' }, { kind: 'heading', text: 'Our plans for the year' }]).map((f) => f.block)).toEqual([0]);
    expect(run('extends: capitalization\nmessage: x\nscope: heading\nmatch: $upper\n', [{ kind: 'heading', text: 'WARNING' }, { kind: 'heading', text: 'Warning' }]).map((f) => f.block)).toEqual([1]);
    expect(run('extends: capitalization\nmessage: x\nscope: heading\nmatch: "^[A-Z]"\n', [{ kind: 'heading', text: 'lower start' }]).length).toBe(1);
  });
});

describe('conditional', () => {
  const rule = 'extends: conditional\nmessage: "Define “%s” at its first use."\nfirst: "\\\\b[A-Z]{3,5}\\\\b"\nsecond: "\\\\(([A-Z]{3,5})\\\\)"\nexceptions: [NASA]\n';
  it('flags an abbreviation used before it is defined, not after', () => {
    const findings = run(rule, ['The WHO said so.', 'The World Health Organization (WHO) and the WHO agree.', 'NASA agrees.']);
    expect(findings.map(({ block, text }) => ({ block, text }))).toEqual([{ block: 0, text: 'WHO' }]);
  });
});

describe('scopes', () => {
  const rule = (scope: string) => `extends: existence\nmessage: x\nscope: ${scope}\ntokens: [draft]\n`;
  const blocks: TextBlock[] = [{ kind: 'heading', text: 'Draft' }, { kind: 'paragraph', text: 'A draft.' }];
  it('reads headings, paragraphs or both', () => {
    expect(run(rule('heading').replace('tokens: [draft]', 'ignorecase: true\ntokens: [draft]'), blocks).map((f) => f.block)).toEqual([0]);
    expect(run(rule('paragraph'), blocks).map((f) => f.block)).toEqual([1]);
    expect(run(rule('heading.h2').replace('tokens: [draft]', 'tokens: [Draft]'), blocks).map((f) => f.block)).toEqual([0]);
  });
});

describe('in the analyzer', () => {
  const files = [{ name: 'Acme/Hedging.yml', source: 'extends: existence\nmessage: "Do not hedge with “%s”."\nlevel: suggestion\ntokens: [arguably]\n' }];
  it('adds style findings under their category and count, and drops disabled rules', () => {
    const analyzer = createFeedbackAnalyzer();
    const blocks: TextBlock[] = [{ kind: 'paragraph', text: 'This is arguably the best plan.' }];
    const report = analyzer.analyze(blocks, { speller: null, styleRules: { preset: null, files, disabled: [] } });
    expect(report.findings.filter((finding) => finding.category === 'style').map((finding) => finding.text)).toEqual(['arguably']);
    expect(report.counts.style).toBe(1);
    const disabled = analyzer.analyze(blocks, { speller: null, styleRules: { preset: null, files, disabled: ['Acme.Hedging'] } });
    expect(disabled.counts.style).toBe(0);
    expect(analyzer.analyze(blocks, { speller: null }).counts.style).toBe(0);
  });

  it('degrades with a message when the rules take too long: the other paragraphs wait for the next runs', () => {
    // 500 rules of 2,000 alternatives each over 400 paragraphs: far beyond the per-run budget.
    const heavy = Array.from({ length: 500 }, (_, index) => ({
      name: `Heavy/Rule${index}.yml`,
      source: `extends: existence\nmessage: x\nnonword: true\ntokens:\n${Array.from({ length: 200 }, (_, token) => `  - 'w${index}x${token}[a-z]*q'`).join('\n')}\n`,
    }));
    const blocks: TextBlock[] = Array.from({ length: 400 }, (_, index) => ({ kind: 'paragraph', text: `Paragraph ${index} has words that none of the rules name, and it goes on for a while like this.` }));
    const analyzer = createFeedbackAnalyzer();
    const first = analyzer.analyze(blocks, { speller: null, styleRules: { preset: null, files: heavy, disabled: [] } });
    expect(first.notice).toMatch(/style guide's rules have not read \d+ paragraphs yet/);
  });
});
