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
      traits: client.voice.traits,
      description: client.voice.description,
      distinctive_terms: client.voice.distinctiveTerms,
      samples: client.voice.samples,
      style_guide: client.voice.styleGuide,
      learned_at: client.voice.learnedAt,
    },
    created_at: client.createdAt,
    updated_at: client.updatedAt,
  };
}
