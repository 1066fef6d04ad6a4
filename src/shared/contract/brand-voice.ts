import { z } from 'zod';
import { LONG_TEXT_MAX_LENGTH, VOICE_SAMPLE_MAX_LENGTH, VOICE_SAMPLE_NAME_MAX_LENGTH, VOICE_SAMPLES_MAX } from '../limits.js';
import { recordId } from './ids.js';

/** The measured traits of a voice (src/shared/writing-analysis/voice-traits.ts), as the API sends them. */
export const voiceTraitsSchema = z.object({
  words: z.number(),
  sentences: z.number(),
  sentenceLength: z.number(),
  sentenceVariety: z.number(),
  readingEase: z.number().nullable(),
  /** Flesch–Kincaid grade; absent from voices learned before it was measured. */
  readingGrade: z.number().nullable().optional(),
  we: z.number(),
  you: z.number(),
  i: z.number(),
  contractions: z.number(),
  passive: z.number(),
  exclamations: z.number(),
  questions: z.number(),
  /** Mean AFINN sentiment per sentence; absent from voices learned before it was measured. */
  sentiment: z.number().optional(),
  /** Informal signs per 100 words; absent from voices learned before it was measured. */
  formality: z.number().optional(),
});

/**
 * PUT /api/clients/:id/voice: learn the client's voice from 3–5 samples, pasted or chosen among
 * the client's reference files whose text was extracted (the count and the 150 words each are
 * checked by the server, which reads the files).
 */
export const learnVoiceBody = z.object({
  samples: z
    .array(
      z.object({
        name: z.string().trim().max(VOICE_SAMPLE_NAME_MAX_LENGTH).optional(),
        text: z.string().trim().min(1, 'A sample is empty.').max(VOICE_SAMPLE_MAX_LENGTH, `A sample is over ${VOICE_SAMPLE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
      }),
    )
    .max(VOICE_SAMPLES_MAX, `Give at most ${VOICE_SAMPLES_MAX} samples.`)
    .default([]),
  fileIds: z.array(recordId).max(VOICE_SAMPLES_MAX, `Choose at most ${VOICE_SAMPLES_MAX} files.`).default([]),
});
export type LearnVoiceBody = z.input<typeof learnVoiceBody>;

/** PATCH /api/clients/:id/voice: the agency's edit of the written style guide. */
export const updateVoiceBody = z.object({
  styleGuide: z.string().trim().max(LONG_TEXT_MAX_LENGTH).nullable(),
});

/** A client's learned voice: what was measured, from which samples, and the style guide. */
export const brandVoiceSchema = z.object({
  samples: z.array(z.object({ name: z.string(), words: z.number().int() })),
  traits: voiceTraitsSchema,
  /** The same traits in words. */
  description: z.array(z.string()),
  distinctiveTerms: z.array(z.string()),
  /** Words the samples never use where they say the same with another (avoided-terms.ts); empty for voices learned before. */
  avoidedTerms: z.array(z.object({ term: z.string(), instead: z.string() })),
  /** Written by the model from the samples when one is connected, editable; null when none. */
  styleGuide: z.string().nullable(),
  learnedAt: z.string(),
});
export type BrandVoice = z.infer<typeof brandVoiceSchema>;
