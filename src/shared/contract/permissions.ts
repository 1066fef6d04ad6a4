import { z } from 'zod';
import { workspaceRoles } from '../roles.js';

/**
 * What a role may do in a workspace (issue 18, "Teams"; ADR 0037): computed by the server's
 * policies (src/server/policies/permissions.ts) and sent with the signed-in user, so the client
 * hides what a role cannot do without re-deriving the rules.
 */

export { roleCannot, ROLE_LABELS, workspaceRoles, type AskWhom, type WorkspaceRole } from '../roles.js';

export const permissionsSchema = z.object({
  /** Create, edit and delete clients, their brand voice and their style guide. */
  manageClients: z.boolean(),
  manageProjects: z.boolean(),
  /** Upload and delete files (every role may read and download them). */
  manageFiles: z.boolean(),
  /** Workspace style rules, custom personalities and removing dictionary words. */
  manageStyleGuides: z.boolean(),
  /** Add a word to the workspace dictionary (the editor's "Add to dictionary"). */
  addDictionaryWords: z.boolean(),
  manageAiSettings: z.boolean(),
  manageApiKeys: z.boolean(),
  manageBilling: z.boolean(),
  /** Invite people, change their roles and remove them (owners; policies/members.ts). */
  manageMembers: z.boolean(),
  /** Delete the workspace with everything in it (owners; policies/workspace.ts). */
  deleteWorkspace: z.boolean(),
  /** Read the workspace's audit log (Settings → Audit log). */
  viewAuditLog: z.boolean(),
  /** Share a document with a client for review, and list and revoke its links (issue 19). */
  shareForReview: z.boolean(),
  /** Delete documents someone else created (everyone may delete their own). */
  deleteAnyDocument: z.boolean(),
  /** Accept or reject suggestions on documents someone else created (everyone may on their own; ADR 0044). */
  reviewAnySuggestions: z.boolean(),
});
export type Permissions = z.infer<typeof permissionsSchema>;

export const workspaceAccessSchema = z.object({
  workspaceId: z.number().int(),
  role: z.enum(workspaceRoles),
  permissions: permissionsSchema,
});
export type WorkspaceAccess = z.infer<typeof workspaceAccessSchema>;
