import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { documents, jobs } from '../db/schema.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { JobHandler } from '../jobs/job-runner.js';
import { measureFeedback } from './measure-feedback.js';

/**
 * What the stored feedback counts read changed (issue 16): the workspace's dictionary or style
 * rules, or a client's brand terms or style guide. The counts read the old ones, so the dashboard
 * and the API showed a misspelling the writer had just added, or a banned term just allowed, until
 * the document's next save. This job measures them again, in the background, after the change:
 * every document of the workspace, or only one client's.
 */
export const REMEASURE_FEEDBACK_JOB = 'remeasure-feedback';

const BATCH = 20;

/** Which documents to measure again: the workspace's, or only those of one of its clients. */
export interface RemeasureScope {
  clientId?: number;
}

/**
 * Queues the re-measuring, once: a job still waiting for the same documents (or for the whole
 * workspace) will read the newest words and rules when it runs.
 */
export async function queueFeedbackRemeasure(db: Executor, workspaceId: number, scope: RemeasureScope = {}): Promise<void> {
  const sameDocuments =
    scope.clientId === undefined
      ? sql`NOT (${jobs.payload} ? 'clientId')`
      : sql`(NOT (${jobs.payload} ? 'clientId') OR (${jobs.payload}->>'clientId')::int = ${scope.clientId})`;
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, REMEASURE_FEEDBACK_JOB),
        eq(jobs.status, 'queued'),
        sql`(${jobs.payload}->>'workspaceId')::int = ${workspaceId}`,
        sameDocuments,
      ),
    )
    .limit(1);
  if (!waiting) await enqueueJob(db, REMEASURE_FEEDBACK_JOB, { workspaceId, ...scope });
}

/**
 * Measures every document of the workspace again, a batch at a time, in the feedback thread. A
 * document saved meanwhile keeps the feedback its save measured (the update names the version it
 * read); neither the version nor `updatedAt` moves, since the text did not change.
 */
export function remeasureFeedbackJob(db: Database): JobHandler {
  return async (payload, { signal }) => {
    const workspaceId = Number(payload.workspaceId);
    if (!Number.isInteger(workspaceId)) return;
    const clientId = payload.clientId === undefined ? undefined : Number(payload.clientId);
    const ofScope = clientId === undefined ? undefined : eq(documents.clientId, clientId);
    let afterId = 0;
    while (!signal.aborted) {
      const batch = await db
        .select({
          id: documents.id,
          version: documents.version,
          content: documents.content,
          clientId: documents.clientId,
          focusKeyphrase: documents.focusKeyphrase,
          ignoredFindings: documents.ignoredFindings,
        })
        .from(documents)
        .where(and(eq(documents.workspaceId, workspaceId), gt(documents.id, afterId), ofScope))
        .orderBy(asc(documents.id))
        .limit(BATCH);
      for (const document of batch) {
        if (signal.aborted) return;
        const feedback = await measureFeedback(db, workspaceId, document);
        if (feedback) {
          await db
            .update(documents)
            .set({ feedback })
            .where(and(eq(documents.id, document.id), eq(documents.version, document.version)));
        }
      }
      if (batch.length < BATCH) return;
      afterId = batch.at(-1)!.id;
    }
  };
}

/** What routes call after a change the stored counts read: queues the re-measuring and wakes this instance's job runner. */
export type RemeasureFeedback = (workspaceId: number, scope?: RemeasureScope) => Promise<void>;

export function feedbackRemeasurer(db: Executor, onJobQueued: () => void): RemeasureFeedback {
  return async (workspaceId, scope = {}) => {
    await queueFeedbackRemeasure(db, workspaceId, scope);
    onJobQueued();
  };
}
