import { canManageClients } from '../../policies/clients.js';
import { requireKeyRole } from '../require-key-role.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandPageSchema, brandSchema, createBrandBody, listBrandsQuery } from '../../../shared/contract/public-api/brands.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http-error.js';
import { apiKeyOf } from '../api-key-auth.js';
import { createBrand } from './create-brand.js';
import { listBrands } from './list-brands.js';
import { presentBrand } from './present-brand.js';

/**
 * The largest valid body: five samples and the guidelines of 20,000 UTF-16 units each, every unit
 * escaped as JSON (`\uXXXX`, 6 bytes, as Python's json.dumps sends non-ASCII text): about 720 KB.
 */
const BRAND_BODY_LIMIT = 1024 * 1024;

export function registerBrandRoutes(v1: FastifyInstance, db: Database): void {
  const api = v1.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/brands',
    {
      schema: {
        summary: 'List brands',
        description: 'The workspace’s clients as brands, with their brand profile and learned voice. `user_id`, when sent, must be the key’s own user.',
        tags: ['Brands'],
        querystring: listBrandsQuery,
        response: { 200: brandPageSchema },
      },
      config: { scope: 'read' },
    },
    async (request) => {
      const key = apiKeyOf(request);
      if (request.query.user_id !== undefined && request.query.user_id !== key.userId) {
        throw new HttpError(403, { error: 'user_id must be the user this API key belongs to.', code: 'forbidden', field: 'user_id' });
      }
      const { rows, nextCursor } = await listBrands(db, key.workspaceId, request.query);
      return { data: rows.map(presentBrand), next_cursor: nextCursor };
    },
  );

  api.post(
    '/brands',
    {
      schema: {
        summary: 'Create a brand',
        description: 'Creates a client and learns its voice from `sample_text` (each sample at least 150 words; 3 to 5 samples measure a voice best).',
        tags: ['Brands'],
        body: createBrandBody,
        response: { 201: brandSchema },
      },
      config: { scope: 'write' },
      preHandler: requireKeyRole(canManageClients, 'create brands'),
      bodyLimit: BRAND_BODY_LIMIT,
    },
    async (request, reply) => reply.code(201).send(presentBrand(await createBrand(db, apiKeyOf(request).workspaceId, request.body))),
  );
}
