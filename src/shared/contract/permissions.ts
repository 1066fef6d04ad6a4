import { z } from 'zod';

/**
 * What a role may do in a workspace (issue 18, "Teams"; ADR 0037): computed by the server's
 * policies (src/server/policies/permissions.ts) and sent with the signed-in user, so the client
 * hides what a role cannot do without re-deriving the rules.
 */

export const workspaceRoles = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

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
  manageMembers: z.boolean(),
  /** Delete documents someone else created (everyone may delete their own). */
  deleteAnyDocument: z.boolean(),
});
export type Permissions = z.infer<typeof permissionsSchema>;

export const workspaceAccessSchema = z.object({
  workspaceId: z.number().int(),
  role: z.enum(workspaceRoles),
  permissions: permissionsSchema,
});
export type WorkspaceAccess = z.infer<typeof workspaceAccessSchema>;

/** Who may do what a role cannot: billing and members are the owners' alone. */
export type AskWhom = 'an owner' | 'an owner or admin';

/**
 * The one sentence a refused action reads as, on the server's 403 and on the client's
 * "not for your role" screens alike: "Your role (Member) can't manage clients — ask an owner or admin."
 */
export function roleCannot(role: WorkspaceRole, action: string, askWhom: AskWhom = 'an owner or admin'): string {
  return `Your role (${ROLE_LABELS[role]}) can't ${action} — ask ${askWhom}.`;
}
