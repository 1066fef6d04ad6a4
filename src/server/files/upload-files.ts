import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { RECORD_ID_MESSAGE, recordIdText } from '../../shared/contract/ids.js';
import { FILE_NAME_MAX_LENGTH, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadExtension } from '../../shared/limits.js';
import type { Database, Transaction } from '../db/database.js';
import { clients, files } from '../db/schema.js';
import { HttpError } from '../http-error.js';
import { enqueueJob } from '../jobs/job-queue.js';
import type { FileStorage } from '../storage/file-storage.js';
import { EXTRACT_FILE_JOB } from './file-job-kinds.js';
import { contentMismatch, mimeTypeOf, SNIFF_BYTES } from './sniff-content.js';


interface StagedFile {
  storageKey: string;
  originalName: string;
  fileType: UploadExtension;
  size: number;
}

export interface UploadOutcome {
  uploaded: Array<typeof files.$inferSelect>;
  rejected: Array<{ name: string; reason: string }>;
}

/** The user's name for the file, made safe to show: no folders, no control characters. */
export function cleanFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (base || 'unnamed').slice(0, FILE_NAME_MAX_LENGTH);
}

function extensionOf(name: string): UploadExtension | null {
  const extension = path.extname(name).slice(1).toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? (extension as UploadExtension) : null;
}

/** Passes bytes through while keeping the first SNIFF_BYTES for the content check. */
function headCapture() {
  const chunks: Buffer[] = [];
  let captured = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (captured < SNIFF_BYTES) {
        chunks.push(chunk.subarray(0, SNIFF_BYTES - captured));
        captured += Math.min(chunk.length, SNIFF_BYTES - captured);
      }
      callback(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

/**
 * Streams each uploaded file straight to storage (never whole in memory), checking size,
 * extension and magic bytes; records the good ones as pending and queues their extraction in one
 * transaction; names the bad ones and why. The clientId field may come before or after the files.
 */
export async function uploadFiles(
  db: Database,
  storage: FileStorage,
  actor: { workspaceId: number; userId: number },
  parts: AsyncIterableIterator<Multipart>,
  /** Runs in the saving transaction with the batch's total size; throws to refuse it (plan storage). */
  beforeSave: (tx: Transaction, bytes: number) => Promise<void> = async () => undefined,
): Promise<UploadOutcome> {
  const staged: StagedFile[] = [];
  const rejected: UploadOutcome['rejected'] = [];
  let clientIdField: string | undefined;

  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'clientId') clientIdField = String(part.value);
        continue;
      }
      const outcome = await stageFile(storage, part);
      if ('reason' in outcome) rejected.push(outcome);
      else staged.push(outcome);
    }
    const clientId = await requireOwnClient(db, actor.workspaceId, clientIdField);
    if (staged.length === 0) return { uploaded: [], rejected };

    const uploaded = await db.transaction(async (tx) => {
      await beforeSave(tx, staged.reduce((total, file) => total + file.size, 0));
      const rows = await tx
        .insert(files)
        .values(
          staged.map((file) => ({
            workspaceId: actor.workspaceId,
            clientId,
            createdBy: actor.userId,
            originalName: file.originalName,
            fileType: file.fileType,
            mimeType: mimeTypeOf(file.fileType),
            fileSize: file.size,
            storageKey: file.storageKey,
          })),
        )
        .returning();
      for (const row of rows) await enqueueJob(tx, EXTRACT_FILE_JOB, { fileId: row.id });
      return rows;
    });
    return { uploaded, rejected };
  } catch (error) {
    // Nothing half-done stays behind: bytes without a row would be invisible and never deleted.
    await Promise.all(staged.map((file) => storage.delete(file.storageKey).catch(() => undefined)));
    throw error;
  }
}

async function stageFile(storage: FileStorage, part: MultipartFile): Promise<StagedFile | { name: string; reason: string }> {
  const name = cleanFileName(part.filename);
  const fileType = extensionOf(name);
  if (!fileType) {
    part.file.resume();
    return { name, reason: `not an accepted type (accepted: ${UPLOAD_EXTENSIONS.join(', ')})` };
  }
  const storageKey = randomUUID();
  const capture = headCapture();
  // pipe() does not forward errors: an aborted upload must fail the write, not hang it.
  part.file.once('error', (error) => capture.stream.destroy(error));
  const size = await storage.write(storageKey, part.file.pipe(capture.stream));
  if (part.file.truncated) {
    await storage.delete(storageKey);
    return { name, reason: `larger than the ${UPLOAD_MAX_BYTES / 1024 / 1024} MB limit` };
  }
  const mismatch = await contentMismatch(fileType, capture.head());
  if (mismatch) {
    await storage.delete(storageKey);
    return { name, reason: mismatch };
  }
  return { storageKey, originalName: name, fileType, size };
}

async function requireOwnClient(db: Database, workspaceId: number, field: string | undefined): Promise<number> {
  if (!field) throw new HttpError(400, { error: 'Choose a client before uploading files.' });
  const parsed = recordIdText.safeParse(field);
  if (!parsed.success) throw new HttpError(400, { error: `clientId ${RECORD_ID_MESSAGE}`, field: 'clientId' });
  const clientId = parsed.data;
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .limit(1);
  if (!client) throw new HttpError(400, { error: `clientId ${clientId} is not one of your clients` });
  return clientId;
}
