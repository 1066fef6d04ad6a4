import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { projectBody } from '../../shared/contract/clients.js';
import type { Database } from '../db/database.js';
import { clients, projects } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';

type ProjectInput = z.output<typeof projectBody>;

/** The body's clientId must be a client of this workspace; naming another's is a bad request. */
async function requireOwnClient(db: Database, workspaceId: number, clientId: number): Promise<void> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  if (!client) throw new HttpError(400, { error: `clientId ${clientId} is not one of your clients` });
}

function columnsOf(input: ProjectInput) {
  // createdBy from the body is never stored: the creator is whoever is signed in.
  const { createdBy: _ignored, ...columns } = input;
  return columns;
}

export async function createProject(db: Database, actor: { workspaceId: number; userId: number }, input: ProjectInput) {
  await requireOwnClient(db, actor.workspaceId, input.clientId);
  const [row] = await db
    .insert(projects)
    .values({ ...columnsOf(input), workspaceId: actor.workspaceId, createdBy: actor.userId })
    .returning();
  if (!row) throw new Error('insert returned no project');
  return row;
}

export async function updateProject(db: Database, workspaceId: number, id: number, input: ProjectInput) {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .limit(1);
  if (!existing) throw notFound('Project not found');
  await requireOwnClient(db, workspaceId, input.clientId);
  const [row] = await db
    .update(projects)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Project not found');
  return row;
}

/** Documents of a deleted project stay, unassigned (the foreign key sets them to null). */
export async function deleteProject(db: Database, workspaceId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.workspaceId, workspaceId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project not found');
}
