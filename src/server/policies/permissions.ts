import type { Permissions } from '../../shared/contract/permissions.js';
import type { WorkspaceRole } from '../db/schema.js';
import { canManageAiSettings } from './ai-settings.js';
import { canViewAuditLog } from './audit-log.js';
import { canManageApiKeys } from './api-keys.js';
import { canManageClients } from './clients.js';
import { canDeleteAnyDocument, canReviewAnySuggestions } from './documents.js';
import { canManageFiles } from './files.js';
import { canManageProjects } from './projects.js';
import { canManageReviewLinks } from './review-links.js';
import { canManageMembers } from './members.js';
import { canDeleteWorkspace } from './workspace.js';
import { canAddDictionaryWord, canManageStyleGuides } from './style-rules.js';
import { canManageBilling } from './subscription.js';

/**
 * The flags the client hides and shows by (issue 18): read from the same predicates the routes
 * enforce, so the screen and the server cannot disagree about a role.
 */
export function permissionsFor(role: WorkspaceRole): Permissions {
  return {
    manageClients: canManageClients(role),
    manageProjects: canManageProjects(role),
    manageFiles: canManageFiles(role),
    manageStyleGuides: canManageStyleGuides(role),
    addDictionaryWords: canAddDictionaryWord(role),
    manageAiSettings: canManageAiSettings(role),
    manageApiKeys: canManageApiKeys(role),
    manageBilling: canManageBilling(role),
    manageMembers: canManageMembers(role),
    deleteWorkspace: canDeleteWorkspace(role),
    viewAuditLog: canViewAuditLog(role),
    deleteAnyDocument: canDeleteAnyDocument(role),
    shareForReview: canManageReviewLinks(role),
    reviewAnySuggestions: canReviewAnySuggestions(role),
  };
}
