import { z } from 'zod';
import { recordId } from './ids.js';

/**
 * GET and PATCH /api/preferences: what a user chooses for themselves, whichever workspace and
 * device they are on. The default personality is the one new documents start with (the header's
 * picker); null leaves it to the first personality.
 */
export const preferencesSchema = z.object({
  defaultPersonalityId: z.number().int().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesBody = z.object({
  defaultPersonalityId: recordId.nullable(),
});
export type UpdatePreferencesBody = z.input<typeof updatePreferencesBody>;
