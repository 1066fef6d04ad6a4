import type { z } from 'zod';
import type { createBrandBody } from '../../../shared/contract/public-api/brands.js';
import { voiceFromSamples } from '../../clients/voice/learn-brand-voice.js';
import type { Database } from '../../db/database.js';
import { clients } from '../../db/schema.js';

/**
 * A new client whose voice is learned from `sample_text` (as the clients screen learns it from
 * samples), with the guidelines as its brand guidelines. Nothing is stored when a sample is too
 * short to measure (400).
 */
export async function createBrand(db: Database, workspaceId: number, body: z.output<typeof createBrandBody>) {
  const texts = Array.isArray(body.sample_text) ? body.sample_text : [body.sample_text];
  const voice = voiceFromSamples(
    texts.map((text, index) => ({ name: `Sample ${index + 1}`, text })),
    'sample_text',
  );
  const [row] = await db
    .insert(clients)
    .values({ workspaceId, name: body.name, brandGuidelines: body.guidelines || null, brandVoice: voice })
    .returning();
  return row!;
}
