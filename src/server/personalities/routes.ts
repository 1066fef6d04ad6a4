import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalitySchema } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { personalities } from '../db/schema.js';
import { requireSession } from '../plugins/session.js';

export function registerPersonalityRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/personalities',
    { schema: { response: { 200: z.array(personalitySchema) } }, preHandler: requireSession },
    // The voice profiles stay on the server: they are instructions for the writing model.
    async () =>
      db
        .select({ id: personalities.id, name: personalities.name, color: personalities.color, tagline: personalities.tagline })
        .from(personalities)
        .orderBy(asc(personalities.id)),
  );
}
