import type { AdminWorkspace } from '../../shared/contract/admin.js';
import { seatLimit } from '../team/seats.js';
import type { WorkspaceUsage } from './list-workspaces.js';

/** A workspace as the console shows it, with its owner's plan. */
export function presentAdminWorkspace(workspace: WorkspaceUsage): AdminWorkspace {
  const { owner } = workspace;
  return {
    id: workspace.id,
    name: workspace.name,
    createdAt: workspace.createdAt.toISOString(),
    owner: owner ? { id: owner.id, email: owner.email, firstName: owner.firstName, lastName: owner.lastName } : null,
    plan: owner?.isMasterAccount ? 'enterprise' : (owner?.subscriptionTier ?? 'free'),
    planComped: owner?.planCompedAt != null,
    isMasterWorkspace: owner?.isMasterAccount ?? false,
    membersCount: workspace.membersCount,
    seats: owner?.isMasterAccount ? null : seatLimit(owner?.subscriptionTier ?? 'free', workspace.customSeats),
    customSeats: workspace.customSeats,
    documentsCount: workspace.documentsCount,
    storedBytes: workspace.storedBytes,
    aiRequestsThisMonth: workspace.aiRequestsThisMonth,
  };
}
