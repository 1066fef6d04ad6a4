import { FILE_LIST_TEXT_PREVIEW, type StoredFile } from '../../shared/contract/files.js';
import type { files } from '../db/schema.js';

type FileRow = typeof files.$inferSelect;

export function presentFile(row: FileRow, options: { fullText: boolean } = { fullText: true }): StoredFile {
  const text = row.extractedText;
  return {
    id: row.id,
    clientId: row.clientId,
    originalName: row.originalName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    createdAt: row.createdAt.toISOString(),
    processingStatus: row.processingStatus,
    extractedText: text === null || options.fullText ? text : text.slice(0, FILE_LIST_TEXT_PREVIEW),
    failureReason: row.failureReason,
    fileUrl: `/api/files/${row.id}/download`,
  };
}
