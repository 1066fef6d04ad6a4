import type { AccountDeletion } from '../../shared/contract/your-data.js';
import type { AccountDeletionRow } from './schedule-account-deletion.js';

export function presentAccountDeletion(row: AccountDeletionRow | null): AccountDeletion {
  return row ? { scheduled: true, deleteAfter: row.deleteAfter.toISOString() } : { scheduled: false, deleteAfter: null };
}
