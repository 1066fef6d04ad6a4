import { describe, expect, it } from 'vitest';
import { workspaceRoles } from '../db/schema.js';
import { canRequireTwoFactor, isReachableWithoutTwoFactor, mustSetUpTwoFactor } from './two-factor.js';

describe('two-factor policy', () => {
  it('lets only the owner require two-factor', () => {
    expect(workspaceRoles.filter((role) => canRequireTwoFactor({ role }))).toEqual(['owner']);
  });

  it('holds back only a user without two-factor in a workspace that requires it', () => {
    const on = new Date();
    expect(mustSetUpTwoFactor({ workspaceRequiresTwoFactor: true, user: { twoFactorEnabledAt: null } })).toBe(true);
    expect(mustSetUpTwoFactor({ workspaceRequiresTwoFactor: true, user: { twoFactorEnabledAt: on } })).toBe(false);
    expect(mustSetUpTwoFactor({ workspaceRequiresTwoFactor: false, user: { twoFactorEnabledAt: null } })).toBe(false);
  });

  it('leaves reachable the sign-in and sign-out, the set-up and the account screen’s reads, and nothing else of the API', () => {
    const reachable: Array<[string, string]> = [
      ['GET', '/api/auth/verify'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/account/two-factor'],
      ['POST', '/api/account/two-factor/setup'],
      ['POST', '/api/account/two-factor/enable'],
      ['GET', '/api/account/sessions'],
      ['GET', '/settings'],
      ['GET', '/assets/index.js'],
    ];
    const refused: Array<[string, string]> = [
      ['GET', '/api/documents'],
      ['POST', '/api/account/email'],
      ['PATCH', '/api/account/profile'],
      ['DELETE', '/api/account/sessions/1'],
      ['GET', '/api/account-two-factor'],
      ['GET', '/api/workspace/two-factor-requirement'],
      ['PUT', '/api/workspace/two-factor-requirement'],
    ];
    for (const [method, path] of reachable) expect(isReachableWithoutTwoFactor(method, path), `${method} ${path}`).toBe(true);
    for (const [method, path] of refused) expect(isReachableWithoutTwoFactor(method, path), `${method} ${path}`).toBe(false);
  });
});
