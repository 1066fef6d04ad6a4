import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { DATA_EXPORT_IN_PROGRESS } from '../../shared/contract/your-data.js';
import { DATA_EXPORTS_PER_DAY } from '../../shared/limits.js';
import type { Database } from '../db/database.js';
import { dataExports, users } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { enqueueJob } from '../jobs/job-queue.js';

/** The job that builds one export; payload `{ exportId }`. */
export const BUILD_DATA_EXPORT_JOB = 'build-data-export';

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * "Download my data": records the request and queues the job that builds the zip. One export is
 * prepared at a time per account (409), and at most DATA_EXPORTS_PER_DAY a day are asked for
 * (429; failed ones are not counted, they were our fault), checked under a lock on the account's
 * row so that two quick clicks cannot both pass.
 */
export async function requestDataExport(
  db: Database,
  owner: { userId: number; workspaceId: number },
  onQueued: () => void,
): Promise<DataExportRow> {
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    const [inProgress] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, owner.userId), eq(dataExports.status, 'preparing')))
      .limit(1);
    if (inProgress) throw new HttpError(409, { error: DATA_EXPORT_IN_PROGRESS });
    const [today] = await tx
      .select({ exports: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, owner.userId), ne(dataExports.status, 'failed'), gt(dataExports.createdAt, sql`now() - interval '24 hours'`)));
    if ((today?.exports ?? 0) >= DATA_EXPORTS_PER_DAY) {
      throw new HttpError(429, { error: `You can ask for ${DATA_EXPORTS_PER_DAY} exports a day. Download the last one, or try again tomorrow.` });
    }
    const [inserted] = await tx.insert(dataExports).values({ userId: owner.userId, workspaceId: owner.workspaceId }).returning();
    await enqueueJob(tx, BUILD_DATA_EXPORT_JOB, { exportId: inserted!.id });
    return inserted!;
  });
  onQueued();
  return row;
}
