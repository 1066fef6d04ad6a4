import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { personalitySchema } from '../../shared/contract/documents.js';
import type { Database } from '../db/database.js';
import { requireSession } from '../plugins/session.js';
import { listPersonalities } from './list-personalities.js';
import { presentPersonality } from './present-personality.js';

export function registerPersonalityRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/personalities',
    { schema: { response: { 200: z.array(personalitySchema) } }, preHandler: requireSession },
    async () => (await listPersonalities(db)).map(presentPersonality),
  );
}
