import { seededRandom } from './generated-article.js';

/**
 * A realistic article for the writing-feedback benchmark: real sentences (not a bag of words, so
 * the retext checks see the phrases they look for), built from a seeded grammar so every run
 * measures the same text, with the slips a draft has at about the rate drafts have them (a
 * misspelling, a passive, an adverb, a hedge or a wordy phrase every few sentences). No paragraph
 * is repeated: the per-block cache must not make the first reading look cheaper than it is.
 */
const SUBJECTS = [
  'our editors', 'the marketing team', 'most readers', 'new writers', 'content strategists', 'small teams', 'busy founders',
  'product managers', 'the best newsletters', 'search engines', 'our clients', 'freelance writers', 'support agents',
  'good headlines', 'long reports', 'the people who skim', 'agencies', 'subject-matter experts', 'reviewers', 'designers',
  'social media managers', 'copywriters', 'analysts', 'the sales team', 'first-time visitors', 'loyal subscribers',
];
const PREDICATES = [
  'plan the next quarter around a handful of themes', 'review each draft before it goes out', 'decide what a page is for',
  'read the first paragraph and little else', 'share articles that answer a real question', 'write for one reader at a time',
  'keep a list of phrases the brand never uses', 'measure what people do after they read', 'cut a third of every first draft',
  'ask for feedback early', 'publish on a schedule they can keep', 'turn interviews into short case studies',
  'trust a clear argument over a clever one', 'notice when a sentence tries to say two things', 'explain the why before the how',
  'check every figure against its source', 'build an outline before they write a word', 'update old posts that still bring traffic',
  'write headlines last', 'prefer a concrete example to an abstract claim', 'keep paragraphs short on small screens',
  'link to the evidence', 'choose one call to action per page', 'read their drafts aloud', 'rewrite the opening until it earns attention',
  'test two subject lines on a small list', 'track which topics bring subscribers', 'agree on a tone before the brief goes out',
  'leave jargon for the glossary', 'answer the question in the title', 'write alt text that describes the picture',
  'remove words that hedge a claim they can prove', 'spend an hour on research for every hour of writing',
];
const ADVERBIALS = [
  'every Monday', 'before the deadline', 'in the first week of the month', 'when the data comes in', 'on a shared calendar',
  'with a short checklist', 'after each campaign', 'in plain language', 'without a long meeting', 'for every channel',
  'at the end of the quarter', 'in a single afternoon', 'with the help of the style guide', 'from the first draft on',
  'when the brief is clear', 'in under ten minutes', 'on their phones', 'as the year goes on',
];
const OPENERS = ['However,', 'In practice,', 'For example,', 'That said,', 'Over time,', 'In our experience,', 'Still,', 'As a result,', 'Above all,', 'Most weeks,'];
const CONNECTORS = ['because', 'so', 'while', 'although', 'and', 'but', 'since', 'even when'];
/** Sentences with the slips a checker should find, written as a writer would write them. */
const SLIPS = [
  'The plan was decided by the editorial board in a single meeting.',
  'Each draft is reviewed by two editors before it is published.',
  'We utilize a shared calendar in order to facilitate planning.',
  'It is probably worth asking the team, perhaps on Friday.',
  'The results were really very good, and the team quickly agreed.',
  'Writers recieve feedback within a day of sending a draft.',
  'An useful brief names the reader, the goal and the deadline.',
  'The the first line matters more than the headline.',
  'Approximately half of the readers leave after the first paragraph.',
  'A chairman of the board once told us that short is kind of better.',
  'Teh best drafts are written quickly and edited slowly.',
  'We definately need a style guide that everyone can find.',
  'It was written by a freelance writer and edited by the team, which was a good decision that saved us time, money and the patience of everyone involved in the launch of the spring campaign across every channel we own.',
  'Our writers basically rewrite the opening three times.',
  'There are many reasons to commence the review early.',
];
const HEADINGS = [
  'Why a content calendar matters', 'Start with the reader', 'Write the brief first', 'How we review drafts',
  'Headlines that earn the click', 'Measure what matters', 'A style guide people use', 'Editing in three passes',
  'When to update old posts', 'Working with freelance writers', 'The newsletter as a habit', 'Case studies that sell',
  'Plain language wins', 'Planning a quarter', 'Feedback without friction', 'Search without the tricks',
  'Writing for small screens', 'A checklist before publishing', 'Tone across channels', 'What we stopped doing',
];

export function generateFeedbackArticle(targetWords: number): string {
  const random = seededRandom(2031);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const capital = (text: string) => text[0]!.toUpperCase() + text.slice(1);
  const sentence = (): string => {
    const roll = random();
    if (roll < 0.12) return pick(SLIPS);
    if (roll < 0.3) return `${pick(OPENERS)} ${pick(SUBJECTS)} ${pick(PREDICATES)}.`;
    if (roll < 0.5) return `${capital(pick(SUBJECTS))} ${pick(PREDICATES)} ${pick(ADVERBIALS)}.`;
    if (roll < 0.7) return `${capital(pick(SUBJECTS))} ${pick(PREDICATES)}, ${pick(CONNECTORS)} ${pick(SUBJECTS)} ${pick(PREDICATES)}.`;
    if (roll < 0.8) return `Why do ${pick(SUBJECTS)} ${pick(PREDICATES)}?`;
    if (roll < 0.9) return `When ${pick(SUBJECTS)} ${pick(PREDICATES)}, ${pick(SUBJECTS)} ${pick(PREDICATES)} ${pick(ADVERBIALS)}.`;
    return `${capital(pick(SUBJECTS))} ${pick(PREDICATES)}.`;
  };
  const paragraph = (): string => {
    const sentences = Array.from({ length: 2 + Math.floor(random() * 5) }, sentence);
    if (random() < 0.15) sentences.push('See [our guide](https://example.com/guide) or run `npm run check` first.');
    return sentences.join(' ');
  };

  const blocks = ['# How editorial teams write better, together', paragraph()];
  let words = 0;
  let section = 0;
  while (words < targetWords) {
    blocks.push(`## ${HEADINGS[section % HEADINGS.length]}${section >= HEADINGS.length ? ` (part ${Math.floor(section / HEADINGS.length) + 1})` : ''}`);
    for (let count = 2 + Math.floor(random() * 3); count > 0; count -= 1) blocks.push(paragraph());
    if (random() < 0.35) blocks.push(Array.from({ length: 3 + Math.floor(random() * 3) }, () => `- ${sentence()}`).join('\n'));
    if (random() < 0.1) blocks.push('```\nnpm run publish -- --channel newsletter\n```');
    words = blocks.join(' ').split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
    section += 1;
  }
  return blocks.join('\n\n');
}
