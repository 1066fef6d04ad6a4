import type { Permissions } from '@shared/contract/permissions';

/** Every section Settings can show, in page order; each is its section's id, so /settings#team opens it. */
export const settingsSectionIds = [
  'account',
  'team',
  'security',
  'ai-model',
  'ai-usage',
  'api-keys',
  'personalities',
  'style-rules',
  'your-data',
  'audit-log',
] as const;

export type SettingsSectionId = (typeof settingsSectionIds)[number];

export interface SettingsSection {
  id: SettingsSectionId;
  label: string;
}

const labels: Record<SettingsSectionId, string> = {
  account: 'Account',
  team: 'Team',
  security: 'Security',
  'ai-model': 'AI model',
  'ai-usage': 'AI usage',
  'api-keys': 'API keys',
  personalities: 'Personalities',
  'style-rules': 'Style rules',
  'your-data': 'Your data',
  'audit-log': 'Audit log',
};

/**
 * Which sections this person sees, from the permissions the server sent (undefined while they
 * load: only what every role sees). The page renders exactly this list and its navigation lists
 * it, so the two cannot disagree.
 */
const isShown: Record<SettingsSectionId, (can: Permissions | undefined) => boolean> = {
  account: () => true,
  team: () => true,
  security: () => true,
  // Issue 18: the workspace's model and its API keys are for admins and owners to manage.
  'ai-model': (can) => can?.manageAiSettings === true,
  // Who chooses the model sees what it is used for (the server's canViewAiUsage: the same roles).
  'ai-usage': (can) => can?.manageAiSettings === true,
  'api-keys': (can) => can?.manageApiKeys === true,
  personalities: () => true,
  'style-rules': () => true,
  'your-data': () => true,
  'audit-log': (can) => can?.viewAuditLog === true,
};

export function visibleSettingsSections(can: Permissions | undefined): SettingsSection[] {
  return settingsSectionIds.filter((id) => isShown[id](can)).map((id) => ({ id, label: labels[id] }));
}
