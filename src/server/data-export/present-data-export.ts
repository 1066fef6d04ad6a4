import type { DataExport } from '../../shared/contract/your-data.js';
import type { DataExportRow } from './request-data-export.js';

/** What Settings → Your data shows of the latest export; never its storage key. */
export function presentDataExport(row: DataExportRow | null): DataExport {
  if (!row || row.status === 'expired') {
    return { status: 'none', id: null, requestedAt: null, expiresAt: null, sizeBytes: null, downloadPath: null };
  }
  const ready = row.status === 'ready';
  return {
    status: row.status,
    id: row.id,
    requestedAt: row.createdAt.toISOString(),
    expiresAt: ready ? (row.expiresAt?.toISOString() ?? null) : null,
    sizeBytes: ready ? row.sizeBytes : null,
    downloadPath: ready ? `/api/data-export/${row.id}/download` : null,
  };
}
