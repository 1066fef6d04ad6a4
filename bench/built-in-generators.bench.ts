/**
 * Budget: each built-in generator under 50 ms for a 5,000-word document (issue 15). They run in
 * the browser when a writer picks one in the editor's AI menu, on the text as it is. Baseline in
 * the same run: reading the text alone (`readSource`, the parse every generator starts with).
 *
 * Run: npx tsx bench/built-in-generators.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { headlines, metaDescriptions, readSource, socialPosts, subjectLines, summaries } from '../src/shared/ai/built-in/index.js';
import { countWords } from '../src/shared/writing-analysis/index.js';
import { generateArticle } from './support/generated-article.js';
import { machineDescription, writeSection } from './support/report.js';
import { timed } from './support/timed.js';

const TARGET_WORDS = 5_000;
const WARM_UP_RUNS = 10;
const RUNS = 100;
const BUDGET_MS = 50;
const counts = { warmUpRuns: WARM_UP_RUNS, runs: RUNS };

const markdown = generateArticle(TARGET_WORDS);
const keyphrase = 'content calendar';
// Each generator as the editor calls it: reading the text included.
const rows = [
  ['baseline: reading the text (readSource)', timed(() => readSource(markdown), counts)],
  ['Headlines', timed(() => headlines(readSource(markdown), { keyphrase }), counts)],
  ['Meta description', timed(() => metaDescriptions(readSource(markdown), { keyphrase }), counts)],
  ['Social posts', timed(() => socialPosts(readSource(markdown), { keywords: [keyphrase] }), counts)],
  ['Email subject lines', timed(() => subjectLines(readSource(markdown), { keyphrase }), counts)],
  ['Summarize', timed(() => summaries(readSource(markdown)), counts)],
] as const;
const generators = rows.slice(1);
const withinBudget = generators.every(([, figures]) => figures.p95 < BUDGET_MS);
const ms = (value: number) => value.toFixed(1);

const body = `## Built-in generators on a 5,000-word document

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/built-in-generators.bench.ts\`
- Budget: each generator under ${BUDGET_MS} ms for 5,000 words.
- Method: the seeded article at ${countWords(markdown).toLocaleString('en-US')} words; each generator as the editor calls it
  (reading the text included), the first call timed apart, then ${WARM_UP_RUNS} warm-up and ${RUNS} timed calls. Baseline:
  reading the text alone.
- Result: ${withinBudget ? 'within budget (p95 of every generator)' : 'OVER BUDGET'}.

| step | p50 ms | p95 ms | max ms | first call ms |
| --- | --- | --- | --- | --- |
${rows.map(([name, figures]) => `| ${name} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} | ${ms(figures.first)} |`).join('\n')}`;

writeSection('built-in-generators', body);
console.log(body);
if (!withinBudget) process.exitCode = 1;
