/**
 * The roles of a workspace and how a refusal reads (issue 18; ADR 0037), without zod: the client's
 * header reads these, and zod stays out of the pages that load first (ADR 0005).
 */

export const workspaceRoles = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** Who may do what a role cannot: billing and members are the owners' alone. */
export type AskWhom = 'an owner' | 'an owner or admin';

/**
 * The one sentence a refused action reads as, on the server's 403 and on the client's
 * "not for your role" screens alike: "Your role (Member) can't manage clients — ask an owner or admin."
 */
export function roleCannot(role: WorkspaceRole, action: string, askWhom: AskWhom = 'an owner or admin'): string {
  return `Your role (${ROLE_LABELS[role]}) can't ${action} — ask ${askWhom}.`;
}
