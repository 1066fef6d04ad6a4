import { describe, expect, it } from 'vitest';
import { workspaceRoles, type WorkspaceRole } from '../../shared/vocabulary.js';
import { assignableRoles, canChangeRole, canInvite, canLeave, canManageInvitation, canManageMembers, canRemoveMember, canSendInvitations, grantableRoles } from './members.js';

const viewer = (role: WorkspaceRole) => ({ userId: 1, role });
const other = (role: WorkspaceRole) => ({ userId: 2, role });

describe('members policy', () => {
  it('lets owners invite with any role, and admins and members not at all', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'member']);
    expect(grantableRoles('admin')).toEqual([]);
    expect(grantableRoles('member')).toEqual([]);
    for (const role of workspaceRoles) {
      expect(canInvite('owner', role)).toBe(true);
      expect(canInvite('admin', role)).toBe(false);
      expect(canInvite('member', role)).toBe(false);
      expect(canManageInvitation('owner', role)).toBe(true);
      expect(canManageInvitation('admin', role)).toBe(false);
      expect(canManageInvitation('member', role)).toBe(false);
    }
    expect(['owner', 'admin', 'member'].map((role) => canManageMembers(role as WorkspaceRole))).toEqual([true, false, false]);
  });

  it('sends invitations only from a confirmed address', () => {
    expect(canSendInvitations({ emailVerifiedAt: new Date(), isMasterAccount: false })).toBe(true);
    expect(canSendInvitations({ emailVerifiedAt: null, isMasterAccount: false })).toBe(false);
  });

  // Every viewer role × target role × new role, with two owners so the last-owner rule stays out.
  const expectedChange = (by: WorkspaceRole, target: WorkspaceRole, to: WorkspaceRole): boolean => to !== target && by === 'owner';
  for (const by of workspaceRoles) {
    for (const target of workspaceRoles) {
      for (const to of workspaceRoles) {
        it(`${by} changing another ${target} to ${to}: ${expectedChange(by, target, to) ? 'allowed' : 'refused'}`, () => {
          expect(canChangeRole(viewer(by), other(target), to, 2)).toBe(expectedChange(by, target, to));
        });
      }
      const removable = by === 'owner';
      it(`${by} removing another ${target}: ${removable ? 'allowed' : 'refused'}`, () => {
        expect(canRemoveMember(viewer(by), other(target), 2)).toBe(removable);
      });
    }
  }

  it('never lets anyone raise their own role, but lets them lower it', () => {
    expect(canChangeRole(viewer('member'), viewer('member'), 'admin', 1)).toBe(false);
    expect(canChangeRole(viewer('admin'), viewer('admin'), 'owner', 1)).toBe(false);
    expect(canChangeRole(viewer('admin'), viewer('admin'), 'member', 1)).toBe(true);
    expect(canChangeRole(viewer('owner'), viewer('owner'), 'admin', 2)).toBe(true);
  });

  it('keeps the last owner: not demoted, not removed, and not leaving', () => {
    expect(canChangeRole(viewer('owner'), viewer('owner'), 'admin', 1)).toBe(false);
    expect(canChangeRole(viewer('owner'), other('owner'), 'member', 1)).toBe(false);
    expect(canRemoveMember(viewer('owner'), other('owner'), 1)).toBe(false);
    expect(canLeave(viewer('owner'), 1)).toBe(false);
    expect(canLeave(viewer('owner'), 2)).toBe(true);
    expect(canLeave(viewer('member'), 1)).toBe(true);
  });

  it('leaves removing oneself to Leave', () => {
    expect(canRemoveMember(viewer('owner'), viewer('owner'), 2)).toBe(false);
  });

  it('lists the roles a viewer may give a member', () => {
    expect(assignableRoles(viewer('owner'), other('member'), 1)).toEqual(['owner', 'admin']);
    expect(assignableRoles(viewer('admin'), other('member'), 1)).toEqual([]);
    expect(assignableRoles(viewer('admin'), viewer('admin'), 1)).toEqual(['member']);
    expect(assignableRoles(viewer('admin'), other('owner'), 2)).toEqual([]);
    expect(assignableRoles(viewer('member'), other('admin'), 1)).toEqual([]);
  });
});
