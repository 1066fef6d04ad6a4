/**
 * Budget: the markdown round trip of a 20,000-word document under 50 ms (issue 14). The editor
 * reads a document's markdown into its schema when it opens, and writes it back as markdown
 * after edits (once typing pauses) and on every save. Times parse, serialize and both, warm.
 *
 * Run: npx tsx bench/markdown-round-trip.bench.ts   (writes its section of docs/benchmarks.md)
 */
import { parseMarkdown, serializeMarkdown } from '../src/shared/rich-text/markdown.js';
import { serializeMarkdownInOnePass } from '../src/shared/rich-text/markdown-serializer.js';
import { countWords } from '../src/shared/writing-analysis/index.js';
import { generateArticle } from './support/generated-article.js';
import { machineDescription, writeSection } from './support/report.js';
import { timed } from './support/timed.js';

const TARGET_WORDS = 20_000;
/** A long report: what the co-editing server writes as markdown each time it stores the text. */
const LONG_WORDS = 50_000;
const WARM_UP_RUNS = 10;
const RUNS = 100;
const BUDGET_MS = 50;
const counts = { warmUpRuns: WARM_UP_RUNS, runs: RUNS };

const markdown = generateArticle(TARGET_WORDS);
const document = parseMarkdown(markdown);
if (!parseMarkdown(serializeMarkdown(document)).eq(document)) throw new Error('the generated article does not round-trip');

const rows = [
  ['parse (markdown → document)', timed(() => parseMarkdown(markdown), counts)],
  ['serialize (document → markdown)', timed(() => serializeMarkdown(document), counts)],
  ['round trip (both)', timed(() => serializeMarkdown(parseMarkdown(markdown)), counts)],
] as const;
const roundTrip = rows[2][1];

// Beside the baseline: prosemirror-markdown's serializer writing the whole document with one
// state, which costs the square of the length (it reads the last character of what it wrote).
const longMarkdown = generateArticle(LONG_WORDS);
const longDocument = parseMarkdown(longMarkdown);
const fewer = { warmUpRuns: 3, runs: 20 };
const serializing = [
  [`${countWords(markdown).toLocaleString('en-US')} words, in runs of blocks (serializeMarkdown)`, rows[1][1]],
  [`${countWords(markdown).toLocaleString('en-US')} words, in one pass (baseline)`, timed(() => serializeMarkdownInOnePass(document), counts)],
  [`${countWords(longMarkdown).toLocaleString('en-US')} words, in runs of blocks (serializeMarkdown)`, timed(() => serializeMarkdown(longDocument), fewer)],
  [`${countWords(longMarkdown).toLocaleString('en-US')} words, in one pass (baseline)`, timed(() => serializeMarkdownInOnePass(longDocument), fewer)],
] as const;
const withinBudget = roundTrip.p95 < BUDGET_MS;
const ms = (value: number) => value.toFixed(1);

const body = `## Markdown round trip of a 20,000-word document

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/markdown-round-trip.bench.ts\`
- Budget: markdown round trip (parse and serialize) of 20,000 words under ${BUDGET_MS} ms.
- Method: the seeded article of the writing-analysis benchmark at ${countWords(markdown).toLocaleString('en-US')} words
  (${(markdown.length / 1024).toFixed(0)} KB of markdown); the first call is timed apart, then ${WARM_UP_RUNS} warm-up and
  ${RUNS} timed calls of \`parseMarkdown\` and \`serializeMarkdown\` (src/shared/rich-text).
- Result: ${withinBudget ? 'within budget (p95 of the round trip)' : 'OVER BUDGET'}.

| step | p50 ms | p95 ms | max ms | first call ms |
| --- | --- | --- | --- | --- |
${rows.map(([name, figures]) => `| ${name} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} | ${ms(figures.first)} |`).join('\n')}

Serializing, beside the baseline in the same run: prosemirror-markdown's serializer writing the
whole document with one state (its time grows with the square of the length), and a
${countWords(longMarkdown).toLocaleString('en-US')}-word report (${(longMarkdown.length / 1024).toFixed(0)} KB), as the co-editing server writes it when it stores the text
(${fewer.warmUpRuns} warm-up and ${fewer.runs} timed calls).

| serialize | p50 ms | p95 ms | max ms | first call ms |
| --- | --- | --- | --- | --- |
${serializing.map(([name, figures]) => `| ${name} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} | ${ms(figures.first)} |`).join('\n')}`;

writeSection('markdown-round-trip', body);
console.log(body);
if (!withinBudget) process.exitCode = 1;
