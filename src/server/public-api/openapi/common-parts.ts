import { z } from 'zod';
import { publicErrorSchema } from '../../../shared/contract/public-api/common.js';
import { RATE_LIMIT_HEADERS } from '../../../shared/contract/public-api/rate-limits.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../../../shared/limits.js';

/**
 * What every v1 operation shares and no route schema says (issue 17): the error answers the v1
 * scope's hooks give (a bad body, no key, a missing scope, a record of another workspace, a
 * spent limit), the rate-limit headers on every answer, and Idempotency-Key on POST. Added to the
 * generated document here, once, so no route repeats them; each route's own request and response
 * schemas come from its zod schemas untouched.
 */

/** The document as JSON: the parts this module reads and writes. */
type Json = Record<string, unknown>;
interface Operation extends Json {
  parameters?: Json[];
  responses?: Record<string, Json>;
}
export interface OpenApiDocument extends Json {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Json };
}

export const BEARER_SCHEME = 'bearerAuth';

const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `x-ratelimit-limit` as it is usually written: `X-RateLimit-Limit`. */
const displayName = (header: string) => header.replace(/^x-ratelimit-/, 'X-RateLimit-').replace(/-([a-z])([a-z]*)$/, (_match, first: string, rest: string) => `-${first.toUpperCase()}${rest}`);

const RATE_LIMIT_HEADER_DESCRIPTIONS: Record<keyof typeof RATE_LIMIT_HEADERS, Json> = {
  limit: { description: 'The requests the plan allows in the window closest to its limit.', schema: { type: 'integer' } },
  remaining: { description: 'The requests left in that window.', schema: { type: 'integer' } },
  reset: { description: 'When that window starts again, in seconds since 1970-01-01 UTC.', schema: { type: 'integer' } },
  window: { description: 'Which window: `hour` or `month`.', schema: { type: 'string', enum: ['hour', 'month'] } },
};

const rateLimitHeaderNames = Object.values(RATE_LIMIT_HEADERS).map(displayName);

const headerRefs = (names: string[]) => Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** The answers any operation can give, whatever its route declares. */
const COMMON_RESPONSES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  429: 'RateLimited',
} as const;

/**
 * The answers only some operations give, from their services rather than the scope's hooks: the
 * plan's monthly documents and AI allowance (402), a save over a newer version (409), and the
 * model's state (503 without one, 502/504 when it fails or is too slow).
 */
const OPERATION_RESPONSES: Record<string, Record<string, string>> = {
  'post /api/v1/documents': { 402: 'PlanLimitReached' },
  'patch /api/v1/documents/{id}': { 409: 'VersionConflict' },
  'post /api/v1/rewrite': { 402: 'PlanLimitReached', 502: 'ModelFailed', 503: 'AiNotConfigured', 504: 'ModelTimedOut' },
  'post /api/v1/analyze': { 503: 'AnalysisTimedOut' },
};

/** And those of a POST with an Idempotency-Key. */
const IDEMPOTENCY_RESPONSES = { 409: 'IdempotencyKeyInUse', 422: 'IdempotencyKeyReused' } as const;

function errorResponse(description: string, headers: string[] = rateLimitHeaderNames): Json {
  return { description, headers: headerRefs(headers), content: errorContent };
}

function components(): Json {
  const { $schema: _dialect, ...errorSchema } = z.toJSONSchema(publicErrorSchema, { target: 'draft-2020-12', io: 'output' });
  return {
    securitySchemes: {
      [BEARER_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        description: 'An API key from Settings → API keys (`ink_live_…`), as `Authorization: Bearer <key>`. It acts for its workspace, with the scopes it was given (read, write, ai).',
      },
    },
    schemas: { Error: { ...errorSchema, description: 'Every error: a sentence for people (`error`) and a stable code for programs (`code`).' } },
    headers: {
      ...Object.fromEntries(
        (Object.keys(RATE_LIMIT_HEADERS) as Array<keyof typeof RATE_LIMIT_HEADERS>).map((key) => [displayName(RATE_LIMIT_HEADERS[key]), RATE_LIMIT_HEADER_DESCRIPTIONS[key]]),
      ),
      'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
      'WWW-Authenticate': { description: '`Bearer`, as RFC 6750 asks.', schema: { type: 'string' } },
    },
    parameters: {
      IdempotencyKey: {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Any unique value (a UUID): the same key with the same body within 24 hours gets the first answer again, marked `Idempotent-Replayed: true`, without running twice; with a different body, 422.',
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
      },
    },
    responses: {
      BadRequest: errorResponse('The request is not valid: `error` says why, and `field` names the field at fault when there is one.'),
      // The key is checked before the request is counted: a 401 carries no rate-limit headers.
      Unauthorized: errorResponse('No API key, or one that is malformed, revoked or expired.', ['WWW-Authenticate']),
      Forbidden: errorResponse('The key lacks the scope this operation needs (`insufficient_scope`), or the request names another user (`forbidden`).'),
      NotFound: errorResponse('No such record in the key’s workspace.'),
      RateLimited: errorResponse('Over the plan’s requests per hour or per month: `limit` says which; try again after Retry-After seconds.', [...rateLimitHeaderNames, 'Retry-After']),
      IdempotencyKeyInUse: errorResponse('A request with this Idempotency-Key is still running.', [...rateLimitHeaderNames, 'Retry-After']),
      IdempotencyKeyReused: errorResponse('This Idempotency-Key was used with a different request.'),
      PlanLimitReached: errorResponse('The plan’s allowance for the month is used (`plan_limit_reached`: documents per month, or AI requests per month for rewrite); `limit` says which.'),
      VersionConflict: errorResponse('`base_version` is not the document’s current version: it was saved since (`version_conflict`). Read it again and re-apply the change.'),
      AiNotConfigured: errorResponse('No AI model is connected to the workspace or the server (`ai_not_configured`).'),
      ModelFailed: errorResponse('The model’s provider refused or failed (`model_bad_key`, `model_unknown_model`, `model_unreachable`, `model_provider_error`…), said in words.'),
      ModelTimedOut: errorResponse('The model took too long and the request was stopped (`model_timeout`).'),
      AnalysisTimedOut: errorResponse('The text could not be analysed in time (`analysis_timeout`); try again or send a shorter text.', [...rateLimitHeaderNames, 'Retry-After']),
    },
  };
}

/** `Default Response`, what @fastify/swagger calls an answer whose schema has no description. */
const STATUS_DESCRIPTIONS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No Content' };

function withCommonResponses(operation: Operation, method: string, path: string): Operation {
  const declared = operation.responses ?? {};
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(declared)) {
    const description = response.description === 'Default Response' ? (STATUS_DESCRIPTIONS[status] ?? response.description) : response.description;
    responses[status] = { ...response, description, headers: { ...headerRefs(rateLimitHeaderNames), ...(response.headers as Json | undefined) } };
  }
  const common = { ...COMMON_RESPONSES, ...(method === 'post' ? IDEMPOTENCY_RESPONSES : {}), ...OPERATION_RESPONSES[`${method} ${path}`] };
  for (const [status, name] of Object.entries(common)) responses[status] ??= { $ref: `#/components/responses/${name}` };
  const parameters = method === 'post' ? [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }] : operation.parameters;
  return { ...operation, ...(parameters ? { parameters } : {}), responses };
}

/**
 * zod writes the bounds of JavaScript's safe integers on every `.int()`; they say nothing a
 * reader needs, and Swagger UI shows -9007199254740991 as every example integer.
 */
function withoutSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSafeIntegerBounds) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(
    ([key, child]) => !((key === 'minimum' && child === Number.MIN_SAFE_INTEGER) || (key === 'maximum' && child === Number.MAX_SAFE_INTEGER)),
  );
  return Object.fromEntries(entries.map(([key, child]) => [key, withoutSafeIntegerBounds(child)])) as T;
}

/** The generated document with the shared security scheme, errors, headers and Idempotency-Key. */
export function withCommonParts(generated: OpenApiDocument): OpenApiDocument {
  const document = withoutSafeIntegerBounds(generated);
  const shared = components();
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, OPERATION_METHODS.includes(method) ? withCommonResponses(operation, method, path) : operation])),
    ]),
  );
  const existing = document.components ?? {};
  const merged: Json = { ...existing };
  for (const [section, entries] of Object.entries(shared)) merged[section] = { ...(existing[section] as Json | undefined), ...(entries as Json) };
  return { ...document, paths, components: merged, security: [{ [BEARER_SCHEME]: [] }] };
}
