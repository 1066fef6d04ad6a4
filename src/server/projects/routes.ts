import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProjectsQuery, projectBody, projectSchema } from '../../shared/contract/clients.js';
import { idParams } from '../../shared/contract/ids.js';
import type { Database } from '../db/database.js';
import { requireSession, sessionOf } from '../plugins/session.js';
import { presentProject } from './present-project.js';
import { createProject } from './create-project.js';
import { deleteProject } from './delete-project.js';
import { listProjects } from './list-projects.js';
import { updateProject } from './update-project.js';
import { canManageProjects } from '../policies/projects.js';
import { requireRole } from '../plugins/require-role.js';

export function registerProjectRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/projects',
    { schema: { querystring: listProjectsQuery, response: { 200: z.array(projectSchema) } }, preHandler: requireSession },
    async (request) => (await listProjects(db, sessionOf(request).workspaceId, request.query)).map(presentProject),
  );

  api.post(
    '/api/projects',
    { schema: { body: projectBody, response: { 201: projectSchema } }, preHandler: [requireSession, requireRole(canManageProjects, 'manage projects')] },
    async (request, reply) => {
      const session = sessionOf(request);
      const row = await createProject(db, { workspaceId: session.workspaceId, userId: session.user.id }, request.body);
      return reply.code(201).send(presentProject(row));
    },
  );

  api.put(
    '/api/projects/:id',
    { schema: { params: idParams, body: projectBody, response: { 200: projectSchema } }, preHandler: [requireSession, requireRole(canManageProjects, 'manage projects')] },
    async (request) => presentProject(await updateProject(db, sessionOf(request).workspaceId, request.params.id, request.body)),
  );

  api.delete(
    '/api/projects/:id',
    { schema: { params: idParams, response: { 204: z.null() } }, preHandler: [requireSession, requireRole(canManageProjects, 'manage projects')] },
    async (request, reply) => {
      await deleteProject(db, sessionOf(request).workspaceId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
