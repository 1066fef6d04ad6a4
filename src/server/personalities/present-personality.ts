import type { Personality } from '../../shared/contract/documents.js';
import type { personalities } from '../db/schema.js';

/**
 * A built-in voice profile stays on the server: it is instructions for the writing model. A
 * workspace's own personality shows its description and sample, which the workspace wrote.
 */
export function presentPersonality(row: typeof personalities.$inferSelect): Personality {
  const builtIn = row.workspaceId === null;
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    tagline: row.tagline,
    builtIn,
    voice: builtIn ? null : { description: row.voiceProfile.tone, sample: row.sampleText },
  };
}
