import { describe, expect, it } from 'vitest';
import type { Permissions } from '@shared/contract/permissions';
import { permissionsWith } from '@shared/contract/permissions-test-helpers';
import { visibleSettingsSections } from './settings-sections';

const none = permissionsWith();
const everything: Permissions = Object.fromEntries(Object.keys(none).map((flag) => [flag, true])) as unknown as Permissions;
const ids = (can: Permissions | undefined) => visibleSettingsSections(can).map((section) => section.id);
const everyRole = ['account', 'team', 'security', 'personalities', 'style-rules', 'your-data'];

describe('visibleSettingsSections', () => {
  it('shows every section, in page order, to a role that may do everything', () => {
    expect(visibleSettingsSections(everything).map((section) => section.label)).toEqual([
      'Account', 'Team', 'Security', 'AI model', 'AI usage', 'API keys', 'Personalities', 'Style rules', 'Your data', 'Audit log',
    ]);
  });

  it('leaves out what needs a permission while the permissions load and for a role without them', () => {
    expect(ids(undefined)).toEqual(everyRole);
    expect(ids(none)).toEqual(everyRole);
  });

  it('follows each permission on its own', () => {
    expect(ids({ ...none, manageApiKeys: true })).toContain('api-keys');
    expect(ids({ ...none, manageApiKeys: true })).not.toContain('ai-model');
    expect(ids({ ...none, manageAiSettings: true })).toContain('ai-model');
    expect(ids({ ...none, manageAiSettings: true })).toContain('ai-usage');
    expect(ids({ ...none, viewAuditLog: true }).at(-1)).toBe('audit-log');
  });
});
