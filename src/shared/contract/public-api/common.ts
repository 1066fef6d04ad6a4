import { z } from 'zod';
import { RECORD_ID_MESSAGE, recordId } from '../ids.js';

/**
 * What every public API v1 call shares (issue 17). The v1 API names its fields in snake_case, as
 * the /api-docs page has always documented them (`brand_id`, `analysis_type`, `sample_text`);
 * ids are numbers as in the rest of the API.
 */

/** An id in a JSON body or a query string: a number, or its digits as text ("42"). */
export const publicId = z.union([recordId, z.string().regex(/^[0-9]{1,10}$/, RECORD_ID_MESSAGE).transform(Number).pipe(recordId)], {
  error: RECORD_ID_MESSAGE,
});

export const publicIdParams = z.object({ id: publicId });

/** Every error: a sentence for people and a stable code for programs. */
export const publicErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  /** The request field at fault, for 400s that concern one. */
  field: z.string().optional(),
});
export type PublicError = z.infer<typeof publicErrorSchema>;

/** The codes an error can carry; a status's default code when its handler chose none. */
export const PUBLIC_ERROR_CODES = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'plan_limit_reached',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'idempotency_key_reused',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
} as const;

/** A page of a list: `limit` items at most, and the cursor of the next page (null on the last). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), next_cursor: z.string().nullable() });
}
