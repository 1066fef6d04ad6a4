import { describe, expect, it } from 'vitest';
import { canSuspendAccount, canUseAdminConsole } from './admin-console.js';
import { canViewAuditLog } from './audit-log.js';
import { hasCompedPlan } from './subscription.js';

describe('the administrator’s console policy', () => {
  it('lets the master account in, and nobody else, signed in or not', () => {
    expect(canUseAdminConsole({ isMasterAccount: true })).toBe(true);
    expect(canUseAdminConsole({ isMasterAccount: false })).toBe(false);
    expect(canUseAdminConsole(null)).toBe(false);
    expect(canUseAdminConsole(undefined)).toBe(false);
  });

  it('never suspends the master account', () => {
    expect(canSuspendAccount({ isMasterAccount: true })).toBe(false);
    expect(canSuspendAccount({ isMasterAccount: false })).toBe(true);
  });
});

describe('the audit log policy', () => {
  it('shows a workspace’s log to its owner only', () => {
    expect(canViewAuditLog('owner')).toBe(true);
    expect(canViewAuditLog('admin')).toBe(false);
    expect(canViewAuditLog('member')).toBe(false);
  });
});

describe('comped plans', () => {
  it('are the ones the administrator granted', () => {
    expect(hasCompedPlan({ planCompedAt: new Date() })).toBe(true);
    expect(hasCompedPlan({ planCompedAt: null })).toBe(false);
  });
});
