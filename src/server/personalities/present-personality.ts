import type { Personality } from '../../shared/contract/documents.js';
import type { personalities } from '../db/schema.js';

/** The voice profile stays on the server: it is instructions for the writing model. */
export function presentPersonality(row: typeof personalities.$inferSelect): Personality {
  return { id: row.id, name: row.name, color: row.color, tagline: row.tagline };
}
