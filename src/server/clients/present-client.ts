import type { BrandVoice } from '../../shared/contract/brand-voice.js';
import type { Client } from '../../shared/contract/clients.js';
import { describeVoice } from '../../shared/writing-analysis/describe-voice.js';
import type { clients } from '../db/schema.js';

type ClientRow = typeof clients.$inferSelect;

/** The learned voice without the samples' text, which only the server reads again. */
export function presentBrandVoice(row: Pick<ClientRow, 'brandVoice' | 'voiceStyleGuide'>): BrandVoice | null {
  const voice = row.brandVoice;
  if (!voice) return null;
  return {
    samples: voice.samples.map(({ name, words }) => ({ name, words })),
    traits: voice.traits,
    description: describeVoice(voice.traits),
    distinctiveTerms: voice.distinctiveTerms,
    avoidedTerms: voice.avoidedTerms ?? [],
    styleGuide: row.voiceStyleGuide,
    learnedAt: voice.learnedAt,
  };
}

export function presentClient(row: ClientRow): Client {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    industry: row.industry,
    targetAudience: row.targetAudience,
    websiteUrl: row.websiteUrl,
    brandGuidelines: row.brandGuidelines,
    keyMessages: row.keyMessages,
    brandColors: row.brandColors,
    bannedTerms: row.bannedTerms,
    preferredTerms: row.preferredTerms,
    voice: presentBrandVoice(row),
    styleGuide: { preset: row.styleGuide, disabledRules: row.disabledStyleRules, readingGrade: row.readingGrade },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
