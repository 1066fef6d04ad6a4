import { useTwoFactorStatus } from '@/features/account/api/two-factor';
import { AccountSection } from '@/features/account/components/account-section';
import { TwoFactorRequiredScreen } from '@/features/account/components/two-factor-required-screen';
import { AiSettingsSection } from '@/features/ai-settings/components/ai-settings-section';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { useAuth } from '@/features/auth/use-auth';
import { useSaveSignedInUser } from '@/features/auth/use-save-signed-in-user';
import { PersonalitiesSection } from '@/features/personalities/components/personalities-section';
import { StyleRulesSection } from '@/features/style-rules/components/style-rules-section';
import { WorkspaceSecuritySection } from '@/features/workspace-security/components/workspace-security-section';
import { YourDataSection } from '@/features/your-data/components/your-data-section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  const saveSignedInUser = useSaveSignedInUser();
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
      <WorkspaceSecuritySection />
      <AiSettingsSection />
      <ApiKeysSection />
      <PersonalitiesSection />
      <StyleRulesSection />
      <YourDataSection />
    </div>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default SettingsPage;
