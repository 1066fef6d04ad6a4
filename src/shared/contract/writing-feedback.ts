import { z } from 'zod';
import type { FindingCategory } from '../writing-feedback/finding.js';

/**
 * The workspace dictionary ("Add to dictionary") and the findings a writer ignored in one
 * document (issue 16, ADR 0030). Both feed the writing-feedback engine in the editor's worker and
 * on the server, so the two agree.
 */
export const DICTIONARY_MAX_WORDS = 2_000;
export const DICTIONARY_WORD_MAX_LENGTH = 64;
export const IGNORED_FINDINGS_MAX = 500;
export const IGNORED_FINDING_KEY_MAX_LENGTH = 300;

/** One word: letters, with apostrophes, hyphens and full stops inside ("O'Brien", "e-book", "Node.js"). */
export const dictionaryWord = z
  .string()
  .trim()
  .min(1, 'Enter a word')
  .max(DICTIONARY_WORD_MAX_LENGTH, `A word has at most ${DICTIONARY_WORD_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M}\p{N}'’.-]*$/u, 'A dictionary entry is one word: letters, with apostrophes, hyphens or full stops inside');

/** GET /api/dictionary, and the answer to adding or removing a word: the whole list, sorted. */
export const dictionarySchema = z.object({ words: z.array(z.string()) });
export type Dictionary = z.infer<typeof dictionarySchema>;

/** POST /api/dictionary. Adding a word already there changes nothing and is not an error. */
export const addDictionaryWordBody = z.object({ word: dictionaryWord });
export type AddDictionaryWordBody = z.input<typeof addDictionaryWordBody>;

/** DELETE /api/dictionary/:word (the word URL-encoded), in any case: a word not there is a 404. */
export const dictionaryWordParams = z.object({ word: dictionaryWord });

/** An `ignoreKey` of the engine: the rule and the flagged text, lower-cased ("spelling:inkwise"). */
export const ignoredFindingKey = z
  .string()
  .min(1, 'An ignored finding needs its key')
  .max(IGNORED_FINDING_KEY_MAX_LENGTH, `An ignored finding's key has at most ${IGNORED_FINDING_KEY_MAX_LENGTH} characters`)
  .regex(/^[a-z][a-z0-9-]*:/, 'An ignored finding key is a rule name, a colon and the text');

/** GET and PUT /api/documents/:id/ignored-findings: the whole list at once. */
export const ignoredFindingsSchema = z.object({ keys: z.array(z.string()) });
export type IgnoredFindings = z.infer<typeof ignoredFindingsSchema>;

export const putIgnoredFindingsBody = z.object({
  keys: z.array(ignoredFindingKey).max(IGNORED_FINDINGS_MAX, `At most ${IGNORED_FINDINGS_MAX} ignored findings per document`),
});
export type PutIgnoredFindingsBody = z.input<typeof putIgnoredFindingsBody>;

const findingCount = z.number().int();

/**
 * What the engine found in a document's stored text at its last save, after the findings the
 * writer ignored: how many per category, and the Flesch–Kincaid grade (null for texts too short
 * to measure). The dashboard and the public API read it without running the engine.
 */
export const documentFeedbackSchema = z.object({
  counts: z.object({
    correctness: findingCount,
    clarity: findingCount,
    engagement: findingCount,
    inclusive: findingCount,
    brand: findingCount,
    style: findingCount,
  } satisfies Record<FindingCategory, typeof findingCount>),
  readabilityGrade: z.number().nullable(),
});
export type DocumentFeedback = z.infer<typeof documentFeedbackSchema>;
