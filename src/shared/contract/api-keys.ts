import { z } from 'zod';
import { API_KEY_EXPIRY_MAX_DAYS, API_KEY_NAME_MAX_LENGTH } from '../limits.js';
import { apiKeyScopes } from '../vocabulary.js';
import { expiryWithin } from './dates.js';

/** Settings → API keys and their JSON routes (issue 17). */

/** When a key stops working: at most two years ahead (dates.ts). */
export const apiKeyExpiry = expiryWithin(API_KEY_EXPIRY_MAX_DAYS);

export const createApiKeyBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(API_KEY_NAME_MAX_LENGTH, `Name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  /** What the key may do; all three when left out. */
  scopes: z
    .array(z.enum(apiKeyScopes, { error: `scopes may hold ${apiKeyScopes.join(', ')}` }))
    .min(1, 'Choose at least one scope')
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope may be named once')
    .optional(),
  expiresAt: apiKeyExpiry.nullable().optional(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `ink_live_` and the secret's first 8 characters: enough to tell keys apart, never to use one. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key leaves the server. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** The 403 of creating a key before the account's address is confirmed (issue 18). */
export const API_KEYS_NEED_CONFIRMED_EMAIL =
  'Confirm your email address before creating API keys: follow the link we emailed you, or ask for a new one.';
