import type { Brand } from '../../../shared/contract/public-api/brands.js';
import { presentClient } from '../../clients/present-client.js';
import type { clients } from '../../db/schema.js';

/** A client as the public API shows a brand: its profile and learned voice, in snake_case. */
export function presentBrand(row: typeof clients.$inferSelect): Brand {
  const client = presentClient(row);
  return {
    id: client.id,
    name: client.name,
    description: client.description,
    industry: client.industry,
    target_audience: client.targetAudience,
    website_url: client.websiteUrl,
    guidelines: client.brandGuidelines,
    key_messages: client.keyMessages,
    banned_terms: client.bannedTerms,
    preferred_terms: client.preferredTerms,
    voice: client.voice && {
      traits: {
        words: client.voice.traits.words,
        sentences: client.voice.traits.sentences,
        sentence_length: client.voice.traits.sentenceLength,
        sentence_variety: client.voice.traits.sentenceVariety,
        reading_ease: client.voice.traits.readingEase,
        reading_grade: client.voice.traits.readingGrade ?? null,
        we: client.voice.traits.we,
        you: client.voice.traits.you,
        i: client.voice.traits.i,
        contractions: client.voice.traits.contractions,
        passive: client.voice.traits.passive,
        exclamations: client.voice.traits.exclamations,
        questions: client.voice.traits.questions,
        sentiment: client.voice.traits.sentiment ?? null,
        formality: client.voice.traits.formality ?? null,
      },
      description: client.voice.description,
      distinctive_terms: client.voice.distinctiveTerms,
      avoided_terms: client.voice.avoidedTerms,
      samples: client.voice.samples,
      style_guide: client.voice.styleGuide,
      learned_at: client.voice.learnedAt,
    },
    created_at: client.createdAt,
    updated_at: client.updatedAt,
  };
}
