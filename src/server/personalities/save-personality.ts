import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { personalityBody } from '../../shared/contract/documents.js';
import { CUSTOM_PERSONALITIES_MAX } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { customPersonalityIds, personalities } from '../db/schema.js';
import { HttpError, notFound } from '../http-error.js';
import { lockWorkspace } from '../billing/plan-limits.js';

type Input = z.output<typeof personalityBody>;

/** The first sentence of the description, for pickers, when no tagline is given. */
function taglineOf(input: Input): string {
  if (input.tagline) return input.tagline;
  const first = /^[^.!?]+[.!?]?/.exec(input.voiceDescription)?.[0] ?? input.voiceDescription;
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
}

/** The columns a workspace's own personality keeps: its description stands as the voice's tone. */
function columnsOf(input: Input) {
  return {
    name: input.name,
    color: input.color,
    tagline: taglineOf(input),
    voiceProfile: { tone: input.voiceDescription, sentenceLength: '', vocabulary: '', do: [], dont: [] },
    sampleText: input.sampleText || null,
  };
}

/** Creates one of the workspace's own personalities, at most CUSTOM_PERSONALITIES_MAX of them. */
export async function createPersonality(db: Database, workspaceId: number, input: Input) {
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const [existing] = await tx.select({ count: count() }).from(personalities).where(eq(personalities.workspaceId, workspaceId));
    if ((existing?.count ?? 0) >= CUSTOM_PERSONALITIES_MAX) {
      throw new HttpError(400, { error: `A workspace can have at most ${CUSTOM_PERSONALITIES_MAX} personalities of its own.` });
    }
    const [row] = await tx
      .insert(personalities)
      .values({ id: sql`nextval(${customPersonalityIds.seqName})`, workspaceId, ...columnsOf(input) })
      .returning();
    return row!;
  });
}

/** Changes one of the workspace's own; a built-in one or another workspace's is a 404. */
export async function updatePersonality(db: Database, workspaceId: number, id: number, input: Input) {
  const [row] = await db
    .update(personalities)
    .set(columnsOf(input))
    .where(and(eq(personalities.id, id), eq(personalities.workspaceId, workspaceId)))
    .returning();
  if (!row) throw notFound('Personality not found');
  return row;
}

/** Deletes one of the workspace's own; its documents keep their text and lose the personality. */
export async function deletePersonality(db: Database, workspaceId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(personalities)
    .where(and(eq(personalities.id, id), eq(personalities.workspaceId, workspaceId)))
    .returning({ id: personalities.id });
  if (deleted.length === 0) throw notFound('Personality not found');
}

