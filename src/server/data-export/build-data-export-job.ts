import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DATA_EXPORT_LINK_HOURS } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { dataExports, files, users } from '../db/schema.js';
import type { JobHandler } from '../jobs/job-runner.js';
import type { MailQueue } from '../mail/queue-mail.js';
import type { FileStorage } from '../storage/file-storage.js';
import { collectAccountRecords } from './collect-account-records.js';
import { removeExpiredExports } from './remove-expired-exports.js';
import { removeReplacedExports } from './remove-replaced-exports.js';
import { ExportTooLargeError, writeExportZip } from './write-export-zip.js';

const payloadSchema = z.object({ exportId: z.number().int() });

/** Where the mailed link leads: Settings → Your data, where the signed-in owner downloads it. */
export const YOUR_DATA_PATH = '/settings#your-data';

/**
 * Builds one export (issue 18): the zip into file storage, the row marked ready for
 * DATA_EXPORT_LINK_HOURS, the owner mailed. A failed attempt is retried by the runner; at the last
 * one, or when the export is too large to ever succeed, the row is marked failed so that
 * Settings offers "Try again" instead of waiting forever.
 */
export function buildDataExportJob(deps: { db: Database; storage: FileStorage; mail: MailQueue }): JobHandler {
  const { db, storage, mail } = deps;
  return async (payload, { lastAttempt }) => {
    const { exportId } = payloadSchema.parse(payload);
    // Housekeeping on the way; a failure here is retried hourly and must not fail this export.
    await removeExpiredExports(db, storage).catch(() => undefined);
    const [request] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
    if (request?.status !== 'preparing') return;

    const key = `export-${randomUUID()}`;
    let sizeBytes: number;
    try {
      const records = await collectAccountRecords(db, request);
      const storedFiles = await db
        .select({ id: files.id, originalName: files.originalName, storageKey: files.storageKey })
        .from(files)
        .where(eq(files.workspaceId, request.workspaceId))
        .orderBy(asc(files.id));
      sizeBytes = await writeExportZip({ storage, key, records, storedFiles });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      // Left "preparing", the row would block every later request (one at a time): at the last
      // attempt, or when retrying cannot help, it is marked failed and Settings offers Try again.
      if (!(error instanceof ExportTooLargeError) && !lastAttempt) throw error;
      const failure = error instanceof ExportTooLargeError ? error.message : 'The export could not be built.';
      await db.update(dataExports).set({ status: 'failed', failure }).where(eq(dataExports.id, exportId));
      return;
    }

    await db.transaction(async (tx) => {
      await tx
        .update(dataExports)
        .set({
          status: 'ready',
          storageKey: key,
          sizeBytes,
          readyAt: sql`now()`,
          expiresAt: sql`now() + make_interval(hours => ${DATA_EXPORT_LINK_HOURS})`,
        })
        .where(eq(dataExports.id, exportId));
      const [owner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, request.userId));
      if (owner) {
        await mail.queue(tx, { template: 'data-export-ready', to: owner.email, firstName: owner.firstName, link: `${mail.appUrl}${YOUR_DATA_PATH}` });
      }
    });
    await removeReplacedExports(db, storage, request.userId, exportId);
  };
}
