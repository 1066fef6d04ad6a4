import type { WorkspaceRole } from '../db/schema.js';
import { isAdminOrOwner } from './roles.js';

/**
 * Comments (issue 19, ADR 0042): everyone who writes documents discusses them, so every role reads,
 * starts, answers, resolves and reopens threads. A comment is its author's: only they edit it, so
 * nobody puts words in another's mouth; admins and owners may also delete one (moderation).
 */
interface Actor {
  role: WorkspaceRole;
  userId: number;
}

export function canComment(_role: WorkspaceRole): boolean {
  return true;
}

export function canEditComment(actor: Actor, comment: { authorUserId: number | null }): boolean {
  return comment.authorUserId !== null && comment.authorUserId === actor.userId;
}

export function canDeleteComment(actor: Actor, comment: { authorUserId: number | null }): boolean {
  return canEditComment(actor, comment) || isAdminOrOwner(actor.role);
}
