import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { documents, jobs } from '../db/schema.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { JobHandler } from '../jobs/job-runner.js';
import { measureFeedback } from './measure-feedback.js';

/**
 * A workspace's dictionary changed (issue 16): every document's stored feedback counts read the
 * old word list, so the dashboard and the API showed a misspelling the writer had just added until
 * the document's next save. This job measures them again, in the background, after the change.
 */
export const REMEASURE_FEEDBACK_JOB = 'remeasure-feedback';

const BATCH = 20;

/** Queues the workspace's re-measuring, once: a job still waiting for it already reads the newest words. */
export async function queueFeedbackRemeasure(db: Executor, workspaceId: number): Promise<void> {
  const [waiting] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, REMEASURE_FEEDBACK_JOB), eq(jobs.status, 'queued'), sql`(${jobs.payload}->>'workspaceId')::int = ${workspaceId}`))
    .limit(1);
  if (!waiting) await enqueueJob(db, REMEASURE_FEEDBACK_JOB, { workspaceId });
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
        .where(and(eq(documents.workspaceId, workspaceId), gt(documents.id, afterId)))
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
