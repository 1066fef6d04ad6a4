import { useTwoFactorStatus } from '@/features/account/api/two-factor';
import { AccountSection } from '@/features/account/components/account-section';
import { TwoFactorRequiredScreen } from '@/features/account/components/two-factor-required-screen';
import { AiSettingsSection } from '@/features/ai-settings/components/ai-settings-section';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { AuditLogSection } from '@/features/audit-log/components/audit-log-section';
import { useAuth } from '@/features/auth/use-auth';
import { useSaveSignedInUser } from '@/features/auth/use-save-signed-in-user';
import { PersonalitiesSection } from '@/features/personalities/components/personalities-section';
import { StyleRulesSection } from '@/features/style-rules/components/style-rules-section';
import { TeamSection } from '@/features/team/components/team-section';
import { WorkspaceSecuritySection } from '@/features/workspace-security/components/workspace-security-section';
import { YourDataSection } from '@/features/your-data/components/your-data-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWorkspaceAccess } from '@/lib/workspace-access';
import { ROLE_LABELS } from '@shared/roles';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  const saveSignedInUser = useSaveSignedInUser();
  const access = useWorkspaceAccess();
  const can = access?.permissions;
  // The workspace requires two-factor and this account has none (ADR 0038): only the set-up.
  const setupRequired = useTwoFactorStatus().data?.setupRequired === true;
  if (setupRequired && user) {
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <TwoFactorRequiredScreen user={user} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your account, and how your workspace works.</p>
      </header>
      <AccountSection user={user} onUserSaved={saveSignedInUser} />
      <TeamSection />
      <WorkspaceSecuritySection />
      {/* Issue 18: the workspace's model and its API keys are for admins and owners to manage. */}
      {can?.manageAiSettings ? <AiSettingsSection /> : null}
      {can?.manageApiKeys ? <ApiKeysSection /> : null}
      {access && !can?.manageAiSettings && !can?.manageApiKeys ? (
        <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
          The workspace’s AI model and API keys are managed by its owners and admins. Your role: {ROLE_LABELS[access.role]}.
        </p>
      ) : null}
      <PersonalitiesSection canManage={can?.manageStyleGuides ?? false} />
      <StyleRulesSection canManage={can?.manageStyleGuides ?? false} />
      <YourDataSection />
      {can?.viewAuditLog ? <AuditLogSection /> : null}
    </div>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default SettingsPage;
