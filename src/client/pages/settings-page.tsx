import { AccountSection } from '@/features/account/components/account-section';
import { AiSettingsSection } from '@/features/ai-settings/components/ai-settings-section';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { AuditLogSection } from '@/features/audit-log/components/audit-log-section';
import { useAuth } from '@/features/auth/use-auth';
import { useSaveSignedInUser } from '@/features/auth/use-save-signed-in-user';
import { PersonalitiesSection } from '@/features/personalities/components/personalities-section';
import { StyleRulesSection } from '@/features/style-rules/components/style-rules-section';
import { YourDataSection } from '@/features/your-data/components/your-data-section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const { user } = useAuth();
  const saveSignedInUser = useSaveSignedInUser();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your account, and how your workspace works.</p>
      </header>
      <AccountSection user={user} onUserSaved={saveSignedInUser} />
      <AiSettingsSection />
      <ApiKeysSection />
      <PersonalitiesSection />
      <StyleRulesSection />
      <YourDataSection />
      <AuditLogSection />
    </div>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default SettingsPage;
