import { countWords } from '../../src/shared/writing-analysis/index.js';

/**
 * A realistic markdown article (headings, paragraphs, lists, emphasis, links, code) of about
 * `targetWords` words, from a seeded generator so that every run measures the same text.
 */
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
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateArticle(targetWords: number): string {
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

