import { UNKNOWN_DEVICE, type AccountSession } from '../../shared/contract/account.js';
import type { SessionRow } from './list-sessions.js';

export function presentSession(row: SessionRow, currentSessionId: string): AccountSession {
  return {
    id: row.publicId,
    device: row.device ?? UNKNOWN_DEVICE,
    address: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.publicId === currentSessionId,
  };
}
