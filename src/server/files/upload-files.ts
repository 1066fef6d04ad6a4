import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline, Transform } from 'node:stream';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import { RECORD_ID_MESSAGE, recordIdText } from '../../shared/contract/ids.js';
import { FILE_NAME_MAX_LENGTH, UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, type UploadExtension } from '../../shared/limits.js';
import type { Database, Transaction } from '../db/database.js';
import { requireOwnClient } from '../clients/require-own-client.js';
import { files } from '../db/schema.js';
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

export interface UploadGuards {
  /** Aborts the upload (stalled, or its connection closed) with an HttpError as the reason. */
  signal: AbortSignal;
  /** Bytes the plan still allows (Infinity without a limit), known before any byte is stored. */
  storageLeft: number;
  /** The plan's refusal once a batch passes `storageLeft`. */
  storageRefusal: () => Error;
  /** Runs in the saving transaction with the batch's total size; throws to refuse it (plan storage). */
  beforeSave: (tx: Transaction, bytes: number) => Promise<void>;
}

/**
 * Streams each uploaded file straight to storage (never whole in memory), checking size,
 * extension and magic bytes; records the good ones as pending and queues their extraction in one
 * transaction; names the bad ones and why.
 *
 * The clientId field must come before the files (as a browser's FormData sends it): the client is
 * checked before the first byte is stored, so a request for no client or another workspace's
 * stores nothing (issue 12, defect 10). The plan's storage is counted while the bytes stream.
 */
export async function uploadFiles(
  db: Database,
  storage: FileStorage,
  actor: { workspaceId: number; userId: number },
  parts: AsyncIterableIterator<Multipart>,
  guards: UploadGuards,
): Promise<UploadOutcome> {
  const staged: StagedFile[] = [];
  const rejected: UploadOutcome['rejected'] = [];
  let clientIdField: string | undefined;
  let clientId: number | undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    guards.signal.addEventListener('abort', () => reject(guards.signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);

  try {
    for (;;) {
      // A stalled body leaves the parser waiting for ever: the watch ends the wait.
      const next = await Promise.race([parts.next(), aborted]);
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldname === 'clientId') clientIdField = String(part.value);
        continue;
      }
      clientId ??= await requireClientField(db, actor.workspaceId, clientIdField);
      const budget = guards.storageLeft - staged.reduce((total, file) => total + file.size, 0);
      const outcome = await stageFile(storage, part, { signal: guards.signal, budget, refusal: guards.storageRefusal });
      if ('reason' in outcome) rejected.push(outcome);
      else staged.push(outcome);
    }
    clientId ??= await requireClientField(db, actor.workspaceId, clientIdField);
    if (staged.length === 0) return { uploaded: [], rejected };
    const ownClientId = clientId;

    const uploaded = await db.transaction(async (tx) => {
      await guards.beforeSave(tx, staged.reduce((total, file) => total + file.size, 0));
      const rows = await tx
        .insert(files)
        .values(
          staged.map((file) => ({
            workspaceId: actor.workspaceId,
            clientId: ownClientId,
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

/** Counts the bytes passing and fails the stream once they exceed `budget`. */
function byteBudget(budget: number) {
  let seen = 0;
  const state = { exceeded: false };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      state.exceeded = seen > budget;
      callback(state.exceeded ? new Error('over the storage budget') : null, chunk);
    },
  });
  return { stream, state };
}

async function stageFile(
  storage: FileStorage,
  part: MultipartFile,
  limits: { signal: AbortSignal; budget: number; refusal: () => Error },
): Promise<StagedFile | { name: string; reason: string }> {
  const name = cleanFileName(part.filename);
  const fileType = extensionOf(name);
  if (!fileType) {
    part.file.resume();
    return { name, reason: `not an accepted type (accepted: ${UPLOAD_EXTENSIONS.join(', ')})` };
  }
  const storageKey = randomUUID();
  const capture = headCapture();
  const budget = byteBudget(limits.budget);
  // One pipeline, so that an error anywhere (the client gone, the plan's storage passed, the
  // watch's abort) fails the storage write, which removes what it wrote, instead of hanging it.
  const content = pipeline(part.file, budget.stream, capture.stream, () => undefined);
  const stop = () => part.file.destroy(limits.signal.reason as Error);
  limits.signal.addEventListener('abort', stop, { once: true });
  let size: number;
  try {
    size = await storage.write(storageKey, content);
  } catch (error) {
    if (limits.signal.aborted) throw limits.signal.reason as Error;
    if (budget.state.exceeded) throw limits.refusal();
    throw error;
  } finally {
    limits.signal.removeEventListener('abort', stop);
  }
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

/** The upload's clientId form field: present, a valid id, and one of this workspace's clients. */
async function requireClientField(db: Database, workspaceId: number, field: string | undefined): Promise<number> {
  if (!field) throw new HttpError(400, { error: 'Choose a client before uploading files.' });
  const parsed = recordIdText.safeParse(field);
  if (!parsed.success) throw new HttpError(400, { error: `clientId ${RECORD_ID_MESSAGE}`, field: 'clientId' });
  return requireOwnClient(db, workspaceId, parsed.data);
}
