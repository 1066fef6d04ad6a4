import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { PUBLIC_API_DOCS } from '../../../shared/contract/public-api/endpoints.js';
import { PUBLIC_API_PREFIX } from '../register-public-api.js';
import { registerApiGuide } from './api-guide-page.js';
import { withCommonParts, type OpenApiDocument } from './common-parts.js';

export interface ApiReferenceOptions {
  appName: string;
  /** PUBLIC_URL: the document's server; a relative server ("/") without it (API tests). */
  publicUrl?: string;
}

/** True for the operations of the public API: what the document describes, and nothing else. */
export function isPublicOperation(url: string): boolean {
  return url.startsWith(`${PUBLIC_API_PREFIX}/`) && url !== PUBLIC_API_DOCS.openapiDocument;
}

/** The routes' zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect); every other route hidden. */
const zodTransform = createJsonSchemaTransform({ skipList: [] });
const transform: SwaggerTransform = (route) => (isPublicOperation(route.url) ? zodTransform(route) : { schema: { hide: true }, url: route.url });

/**
 * The public API's OpenAPI 3.1 document (issue 17, ADR 0032), generated from the zod schemas the
 * v1 routes validate with, at GET /api/v1/openapi.json (no key needed: it sits outside the v1
 * scope); the interactive reference (Swagger UI, served from here, no CDN) at
 * /api-docs/reference; and the guide at /api-docs/guide. @fastify/swagger collects routes as they
 * are added, so this is registered before the v1 routes.
 */
export async function registerApiReference(app: FastifyInstance, options: ApiReferenceOptions): Promise<void> {
  const title = `${options.appName} API`;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title,
        version: '1',
        description: `Analyse, rewrite and generate content in your brands’ voices, and keep documents in sync, with an API key from Settings → API keys. [The guide](${PUBLIC_API_DOCS.guide}) walks through each call with curl and TypeScript.`,
      },
      servers: [{ url: options.publicUrl ? new URL(options.publicUrl).origin : '/' }],
      // The routes' tags, in the reference's order, with a line each.
      tags: [
        { name: 'Analysis', description: 'The editor’s writing feedback, readability, tone and SEO checks, for any text.' },
        { name: 'AI', description: 'Rewriting with the workspace’s AI model; counts towards the plan’s AI allowance.' },
        { name: 'Generation', description: 'Headlines, meta descriptions, social posts and subject lines by the built-in generators.' },
        { name: 'Brands', description: 'The workspace’s clients, with their brand profile and learned voice.' },
        { name: 'Documents', description: 'Documents as markdown, with the scores computed at every save.' },
      ],
    },
    transform,
    transformObject: (documentObject) => withCommonParts(jsonSchemaTransformObject(documentObject) as OpenApiDocument),
  });

  app.get(PUBLIC_API_DOCS.openapiDocument, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));

  await app.register(fastifySwaggerUi, {
    routePrefix: PUBLIC_API_DOCS.reference,
    theme: { title: `${title} reference` },
    // Swagger UI's own top bar (its logo and an address box) has nothing to offer here.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0, displayRequestDuration: true },
    uiHooks: {
      // Swagger UI reads the document from its own ./json route: it is sent to the one address.
      onRequest: (request, reply, done) => {
        if (request.routeOptions.url === `${PUBLIC_API_DOCS.reference}/json`) void reply.redirect(PUBLIC_API_DOCS.openapiDocument);
        else done();
      },
    },
  });

  registerApiGuide(app, options.appName, options.publicUrl);
}
