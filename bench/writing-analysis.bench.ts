/**
 * Budget: writing analysis of a 5,000-word document under 50 ms (the server scores every document
 * on create and update). Builds a realistic markdown article from a seeded generator, warms up,
 * then times analyzeDocument and reports p50, p95 and max, plus the very first (cold) call.
 *
 * Run: npx tsx bench/writing-analysis.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { performance } from 'node:perf_hooks';
import { analyzeDocument, countWords } from '../src/shared/writing-analysis/index.js';
import { machineDescription, writeSection } from './support/report.js';

const TARGET_WORDS = 5_000;
const WARM_UP_RUNS = 50;
const RUNS = 500;
const BUDGET_MS = 50;
const KEYWORDS = ['content calendar', 'editorial'];

const VOCABULARY = (
  'a an the and but or so because while when if then this that these those it its we our you your they their ' +
  'is are was were be been being have has had do does did can could should would will may might must ' +
  'writer writers editor editors reader readers audience article articles draft drafts headline headlines ' +
  'content calendar editorial strategy publication schedule deadline deadlines campaign newsletter brand ' +
  'voice tone clarity structure paragraph sentence section outline research interview quote source sources ' +
  'keyword search ranking traffic engagement conversion subscriber subscribers channel social platform ' +
  'team teams workflow review approval feedback revision revisions quality consistency measurement analytics ' +
  'plan planning publish publishing write writing edit editing read reading share sharing measure improve ' +
  'simple clear useful practical consistent thoughtful specific concrete important difficult effective ' +
  'weekly monthly quarterly every each most many few several often usually rarely always never sometimes ' +
  'customer customers product products story stories example examples question questions answer answers ' +
  'idea ideas topic topics goal goals result results process processes decision decisions owner owners ' +
  'understand communicate organize prioritize collaborate document documentation opportunity responsibility ' +
  'information organization international recommendation unnecessary immediately particularly significantly'
).split(' ');

/** Mulberry32: a small seeded generator, so every run measures the same document. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateArticle(targetWords: number): string {
  const random = seededRandom(2026);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)] ?? 'word';
  const sentence = () => {
    const words = Array.from({ length: between(6, 26) }, pick);
    if (random() < 0.1) words[between(0, words.length - 1)] = `**${pick()}**`;
    if (random() < 0.05) words[between(0, words.length - 1)] = `[${pick()}](https://example.com/${pick()})`;
    const text = words.join(' ');
    return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}${random() < 0.1 ? '?' : '.'}`;
  };
  const paragraph = () => Array.from({ length: between(2, 7) }, sentence).join(' ');

  const blocks = ['# How editorial teams plan a content calendar', paragraph()];
  let words = countWords(blocks.join('\n\n'));
  let section = 1;
  while (words < targetWords) {
    const parts = [`## Section ${section}: ${pick()} and ${pick()}`];
    for (let index = between(2, 5); index > 0; index -= 1) parts.push(paragraph());
    if (random() < 0.4) parts.push(Array.from({ length: between(3, 6) }, () => `- ${sentence()}`).join('\n'));
    if (random() < 0.1) parts.push('```ts\nconst schedule = plan(calendar, { weekly: true });\n```');
    blocks.push(...parts);
    words = countWords(blocks.join('\n\n'));
    section += 1;
  }
  return blocks.join('\n\n');
}

/**
 * The worst case for the syllable counter, which is counted once per distinct word: the same
 * article shape, but every word a different made-up one (real prose repeats most of its words).
 */
function generateDistinctWords(targetWords: number): string {
  const random = seededRandom(7);
  const pieces = ['ba', 'ce', 'di', 'fo', 'gu', 'ha', 'je', 'ki', 'lo', 'mu', 'na', 'pe', 'ri', 'so', 'tu', 'ver', 'wan', 'str', 'ing', 'ous'];
  const seen = new Set<string>();
  const word = (): string => {
    for (;;) {
      const candidate = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      if (!seen.has(candidate)) {
        seen.add(candidate);
        return candidate;
      }
    }
  };
  const blocks: string[] = ['# Distinct words'];
  for (let words = 2; words < targetWords; words += 100) {
    if (blocks.length % 4 === 0) blocks.push(`## ${word()}`);
    blocks.push(Array.from({ length: 10 }, () => `${Array.from({ length: 10 }, word).join(' ')}.`).join(' '));
  }
  return blocks.join('\n\n');
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

interface Figures {
  input: string;
  words: number;
  coldMs: number;
  p50: number;
  p95: number;
  max: number;
}

function measure(input: string, content: string): Figures {
  const time = () => {
    const start = performance.now();
    analyzeDocument(content, { keywords: KEYWORDS });
    return performance.now() - start;
  };
  const coldMs = time();
  for (let run = 0; run < WARM_UP_RUNS; run += 1) time();
  const samples = Array.from({ length: RUNS }, time).sort((a, b) => a - b);
  return {
    input,
    words: countWords(content),
    coldMs,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: samples[samples.length - 1] ?? Number.NaN,
  };
}

const results = [
  measure('article (headings, paragraphs, lists, emphasis, links, code)', generateArticle(TARGET_WORDS)),
  measure('worst case: every word distinct', generateDistinctWords(TARGET_WORDS)),
];
const withinBudget = results.every((result) => result.max < BUDGET_MS && result.coldMs < BUDGET_MS);
const ms = (value: number) => value.toFixed(2);
const rows = results.map(
  (result) =>
    `| ${result.input} | ${result.words.toLocaleString('en-US')} | ${ms(result.p50)} | ${ms(result.p95)} | ${ms(result.max)} | ${ms(result.coldMs)} |`,
);

const body = `## Writing analysis of a 5,000-word document

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/writing-analysis.bench.ts\`
- Budget: writing analysis of a 5,000-word document under ${BUDGET_MS} ms.
- Method: generated markdown (seeded, so every run measures the same text), keywords
  ${KEYWORDS.map((keyword) => `"${keyword}"`).join(', ')}; the first call is timed apart, then ${WARM_UP_RUNS} warm-up calls and
  ${RUNS} timed calls of \`analyzeDocument\` per input.
- Result: ${withinBudget ? 'within budget (every timed call, and the first call)' : 'OVER BUDGET'}.

| input | words | p50 ms | p95 ms | max ms | first call ms |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;

writeSection('writing-analysis', body);
console.log(body);
if (!withinBudget) process.exitCode = 1;
