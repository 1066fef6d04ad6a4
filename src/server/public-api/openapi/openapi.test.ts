import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, type ApiRoute } from '../../../../tests/support/api-routes.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { PUBLIC_API_DOCS, publicEndpoints } from '../../../shared/contract/public-api/endpoints.js';
import { RATE_LIMIT_HEADERS } from '../../../shared/contract/public-api/rate-limits.js';
import { isPublicOperation } from './register-openapi.js';

/**
 * Issue 17: the OpenAPI document is generated from the routes' own schemas, valid OpenAPI 3.1 by
 * an independent validator, complete (every route under /api/v1, nothing else), and the /api-docs
 * page's endpoint list agrees with it.
 */
type Json = Record<string, unknown>;
interface Operation {
  parameters?: Array<{ name?: string; in?: string; required?: boolean; $ref?: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: Json }>; headers?: Json }>;
  security?: unknown;
  summary?: string;
  tags?: string[];
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Json>; schemas: Record<string, Json>; responses: Record<string, Json>; headers: Record<string, Json> };
}

let t: TestApp;
let document: Document;
let v1Routes: ApiRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: PUBLIC_API_DOCS.openapiDocument });
  expect(response.statusCode, response.body).toBe(200);
  document = response.json<Document>();
  v1Routes = apiRoutes(t).filter((route) => isPublicOperation(route.url));
});
afterAll(async () => {
  await t?.close();
});

/** `/api/v1/documents/:id` as OpenAPI writes it: `/api/v1/documents/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: ApiRoute) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const schemaOf = (route: ApiRoute) => t.routes.find((candidate) => candidate.url === route.url && candidate.method === route.method)?.schema as
  | { body?: unknown; response?: Record<string, unknown> }
  | undefined;

/** The properties a JSON body schema names, and which of them are required (through anyOf/allOf too). */
function bodyFieldsOf(schema: Json | undefined): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  if (!schema) return fields;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const name of Object.keys((schema.properties as Json | undefined) ?? {})) fields.set(name, required.has(name));
  for (const branch of [...((schema.allOf as Json[] | undefined) ?? []), ...((schema.anyOf as Json[] | undefined) ?? [])]) {
    for (const [name, isRequired] of bodyFieldsOf(branch)) fields.set(name, (fields.get(name) ?? false) || (isRequired && schema.allOf !== undefined));
  }
  return fields;
}

describe('GET /api/v1/openapi.json', () => {
  it('answers without a key, with a document an independent OpenAPI 3.1 validator accepts', async () => {
    const validator = new Validator();
    // A copy: resolving references rewrites the object it is given.
    const result = await validator.validate(structuredClone(document) as unknown as Json);
    if (!result.valid) console.error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every $ref points at something in the document.
    expect(() => validator.resolveRefs()).not.toThrow();

    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info).toMatchObject({ title: 'Inkwise API', version: '1' });
    // No PUBLIC_URL in API tests: the server is the document's own origin.
    expect(document.servers).toEqual([{ url: '/' }]);
    // zod's safe-integer bounds on every .int() are left out: readers would see them as examples.
    expect(JSON.stringify(document)).not.toContain('9007199254740991');
  });

  it('describes every route registered under /api/v1 with its method, request body and 2xx answer, and nothing else', () => {
    expect(v1Routes.length).toBeGreaterThan(0);
    const described = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(described.sort()).toEqual(v1Routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());

    for (const route of v1Routes) {
      const operation = operationOf(route);
      expect(operation, route.key).toBeDefined();
      if (route.method === 'POST' || route.method === 'PATCH') {
        const body = operation?.requestBody?.content?.['application/json']?.schema;
        expect(body, `${route.key}: request body`).toBeDefined();
        if (schemaOf(route)?.body instanceof z.ZodObject) expect([...bodyFieldsOf(body).keys()].sort(), route.key).toEqual([...route.bodyFields].sort());
      }
      const successes = Object.keys(schemaOf(route)?.response ?? {}).filter((status) => status.startsWith('2'));
      expect(successes, `${route.key}: its route declares its answer`).not.toEqual([]);
      for (const status of successes) {
        const answer = operation?.responses[status];
        expect(answer, `${route.key} ${status}`).toBeDefined();
        if (status !== '204') expect(answer?.content?.['application/json']?.schema, `${route.key} ${status}: answer schema`).toBeDefined();
      }
      for (const param of route.params) {
        expect(operation?.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === param), `${route.key} :${param}`).toMatchObject({ required: true });
      }
    }
  });

  it('gives every operation a summary and a tag the document describes', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    for (const route of v1Routes) {
      const operation = operationOf(route)!;
      expect(operation.summary, route.key).toBeTruthy();
      expect(operation.tags?.length, route.key).toBe(1);
      expect(tags.has(operation.tags![0]!), `${route.key}: tag ${operation.tags![0]}`).toBe(true);
    }
  });

  it('is not in itself, and hides every route outside /api/v1', () => {
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(document.paths[PUBLIC_API_DOCS.openapiDocument]).toBeUndefined();
  });

  it('asks for a bearer key on every operation, and documents the common errors and the rate-limit headers', () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.schemas.Error).toMatchObject({ type: 'object', required: ['error', 'code'] });

    const rateLimitHeaders = Object.values(RATE_LIMIT_HEADERS);
    const headerNames = (headers: Json | undefined) => Object.keys(headers ?? {}).map((name) => name.toLowerCase());
    expect(headerNames(document.components.headers)).toEqual(expect.arrayContaining(rateLimitHeaders));

    for (const route of v1Routes) {
      const { responses, parameters } = operationOf(route)!;
      for (const status of ['400', '401', '403', '404', '429']) expect(responses[status], `${route.key} ${status}`).toBeDefined();
      expect(headerNames(responses['429']?.headers ?? (document.components.responses.RateLimited?.headers as Json))).toContain('retry-after');
      for (const [status, answer] of Object.entries(responses)) {
        if (status.startsWith('2')) expect(headerNames(answer.headers), `${route.key} ${status}`).toEqual(expect.arrayContaining(rateLimitHeaders));
      }
      const idempotencyKey = parameters?.some((parameter) => parameter.$ref === '#/components/parameters/IdempotencyKey') ?? false;
      expect(idempotencyKey, `${route.key}: Idempotency-Key`).toBe(route.method === 'POST');
    }
  });

  it('documents the errors only some operations give: the plan’s allowance, a version conflict, the model’s state', () => {
    const responsesOf = (method: string, path: string) => document.paths[path]?.[method]?.responses ?? {};
    expect(responsesOf('post', '/api/v1/documents')['402']).toEqual({ $ref: '#/components/responses/PlanLimitReached' });
    expect(responsesOf('patch', '/api/v1/documents/{id}')['409']).toEqual({ $ref: '#/components/responses/VersionConflict' });
    expect(Object.keys(responsesOf('post', '/api/v1/rewrite'))).toEqual(expect.arrayContaining(['402', '502', '503', '504']));
    expect(responsesOf('post', '/api/v1/analyze')['503']).toEqual({ $ref: '#/components/responses/AnalysisTimedOut' });
    expect(responsesOf('get', '/api/v1/brands')['402']).toBeUndefined();
    for (const name of ['PlanLimitReached', 'VersionConflict', 'AiNotConfigured', 'ModelFailed', 'ModelTimedOut', 'AnalysisTimedOut']) {
      expect(document.components.responses[name], name).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    }
  });
});

describe('the /api-docs endpoint list', () => {
  const listed = publicEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);

  it('lists every route registered under /api/v1, and only those', () => {
    expect([...listed].sort()).toEqual(v1Routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());
  });

  it('lists the parameters each operation takes, and which are required, as its schemas do', () => {
    for (const endpoint of publicEndpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      if (!operation) continue; // The test above names it.
      const key = `${endpoint.method} ${endpoint.path}`;
      const expected = new Map<string, boolean>();
      for (const parameter of operation.parameters ?? []) if (parameter.name && parameter.in !== 'header') expected.set(`${parameter.in} ${parameter.name}`, parameter.required ?? false);
      for (const [name, required] of bodyFieldsOf(operation.requestBody?.content?.['application/json']?.schema)) expected.set(`body ${name}`, required);
      const parameters = new Map(endpoint.parameters.map((parameter) => [`${parameter.in} ${parameter.name}`, parameter.required]));
      expect(Object.fromEntries(parameters), key).toEqual(Object.fromEntries(expected));
    }
  });
});

describe('the interactive reference and the guide', () => {
  it('serves Swagger UI from this origin, reading the document at /api/v1/openapi.json', async () => {
    const page = await t.app.inject({ method: 'GET', url: PUBLIC_API_DOCS.reference });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      // Our own origin: no CDN.
      expect(script.startsWith(`${PUBLIC_API_DOCS.reference}/`), script).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: script })).statusCode, script).toBe(200);
    }
    const specification = await t.app.inject({ method: 'GET', url: `${PUBLIC_API_DOCS.reference}/json` });
    expect(specification.statusCode).toBe(302);
    expect(specification.headers.location).toBe(PUBLIC_API_DOCS.openapiDocument);
  });

  it('serves the guide as a page', async () => {
    const guide = await t.app.inject({ method: 'GET', url: PUBLIC_API_DOCS.guide });
    expect(guide.statusCode).toBe(200);
    expect(guide.headers['content-type']).toContain('text/html');
    expect(guide.body).toContain('<h1 id="use-the-inkwise-api">Use the Inkwise API</h1>');
    expect(guide.body).not.toMatch(/<script/);
  });
});
