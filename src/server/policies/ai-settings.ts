import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Who may change which model writes for a workspace and with whose key (issue 15): its admins and
 * owners (issue 18's roles). Every member may see which model it is (never the key) and use it.
 */
export function canManageAiSettings(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}

/**
 * Who may see a workspace's AI usage by person, action and model: those who choose its model and
 * answer for what it costs, its admins and owners. Every member sees the month's count against the
 * plan (GET /api/ai/usage).
 */
export function canViewAiUsage(role: WorkspaceRole): boolean {
  return isAdminOrOwner(role);
}
