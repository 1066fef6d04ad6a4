import type { Client } from '../../shared/contract/clients.js';
import type { clients } from '../db/schema.js';

export function presentClient(row: typeof clients.$inferSelect): Client {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
