/**
 * Budget: writing analysis of a 5,000-word document under 50 ms (the server scores every document
 * on create and update). Builds a realistic markdown article from a seeded generator, warms up,
 * then times analyzeDocument and reports p50, p95 and max, plus the very first (cold) call.
 *
 * Run: npx tsx bench/writing-analysis.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { performance } from 'node:perf_hooks';
import { analyzeDocument, countWords } from '../src/shared/writing-analysis/index.js';
import { generateArticle, seededRandom } from './support/generated-article.js';
import { percentile } from './support/percentile.js';
import { machineDescription, writeSection } from './support/report.js';

const TARGET_WORDS = 5_000;
const WARM_UP_RUNS = 50;
const RUNS = 500;
const BUDGET_MS = 50;
const KEYWORDS = ['content calendar', 'editorial'];

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
