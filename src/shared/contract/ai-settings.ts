import { z } from 'zod';
import { URL_MAX_LENGTH } from '../limits.js';

/** Where the model that writes for a workspace comes from. */
export const aiModelSources = ['workspace', 'server', 'none'] as const;

const baseUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH)
  .url('Base URL must be a full address such as https://api.openai.com/v1')
  .refine((value) => /^https?:\/\//i.test(value), 'Base URL must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));
const modelName = z.string().trim().min(1, 'Choose a model').max(200);
/** A key as typed; undefined keeps the saved one, null removes it. */
const apiKey = z.string().trim().min(1).max(500).nullable().optional();

/** GET /api/ai/settings: the workspace's own endpoint (never its key: the last 4 characters only). */
export const aiSettingsSchema = z.object({
  source: z.enum(aiModelSources),
  workspace: z
    .object({
      baseUrl: z.string(),
      model: z.string(),
      fastModel: z.string().nullable(),
      apiKeyLast4: z.string().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** Whether the server has AI_* settings of its own to fall back on. */
  serverModel: z.boolean(),
  /** AI_ALLOW_PRIVATE_ENDPOINTS: whether a private or loopback address (Ollama here) is accepted. */
  allowPrivateEndpoints: z.boolean(),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;

/** PUT /api/ai/settings (workspace owner). */
export const saveAiSettingsBody = z.object({ baseUrl, apiKey, model: modelName, fastModel: modelName.nullable().optional() });
export type SaveAiSettingsBody = z.input<typeof saveAiSettingsBody>;

/** POST /api/ai/settings/models and /test: an endpoint to try before saving it. */
export const probeEndpointBody = z.object({ baseUrl, apiKey, model: modelName.optional() });
export type ProbeEndpointBody = z.input<typeof probeEndpointBody>;

export const modelListSchema = z.object({ models: z.array(z.string()) });

export const connectionTestSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), latencyMs: z.number(), model: z.string() }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** GET /api/ai/connection: whether this workspace's writers have a model, for the editor. */
export const aiConnectionSchema = z.object({ connected: z.boolean(), source: z.enum(aiModelSources) });
export type AiConnection = z.infer<typeof aiConnectionSchema>;
