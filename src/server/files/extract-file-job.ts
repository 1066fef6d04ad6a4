import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { files } from '../db/schema.js';
import { runExtractionInChildProcess, type FileKind } from './extraction/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { JobHandler } from '../jobs/job-runner.js';

/**
 * Extracts a pending file's text off the event loop (a child process with time and memory
 * budgets) and records the outcome. Idempotent: a file already processed or deleted is skipped,
 * so a job retried after a crash does no harm. When the last attempt fails, the file ends
 * "failed" rather than pending for ever.
 */
export function extractFileJob(db: Database, storage: FileStorage): JobHandler {
  return async (payload, { signal, lastAttempt }) => {
    const fileId = Number(payload.fileId);
    const [file] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
    if (!file || file.processingStatus !== 'pending') return;
    try {
      const result = await storage.withLocalPath(file.storageKey, (filePath) =>
        // Aborted at shutdown: the job goes back to the queue instead of recording a result.
        runExtractionInChildProcess(filePath, file.fileType as FileKind, {}, { signal }),
      );
      await record(db, fileId, result.status, result.text, result.reason);
    } catch (error) {
      if (lastAttempt && !signal.aborted) await record(db, fileId, 'failed', '', 'The text could not be extracted from this file.');
      throw error;
    }
  };
}

async function record(db: Database, fileId: number, status: 'completed' | 'partial' | 'failed', text: string, reason: string | null) {
  await db
    .update(files)
    .set({
      processingStatus: status,
      // PostgreSQL text cannot hold NUL characters; extractors can produce them from binary runs.
      extractedText: text.replaceAll('\u0000', ''),
      failureReason: reason,
      processedAt: sql`now()`,
    })
    .where(and(eq(files.id, fileId), eq(files.processingStatus, 'pending')));
}
