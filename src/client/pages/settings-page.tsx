import { Fragment, type ReactNode } from 'react';
import { useTwoFactorStatus } from '@/features/account/api/two-factor';
import { AccountSection } from '@/features/account/components/account-section';
import { TwoFactorRequiredScreen } from '@/features/account/components/two-factor-required-screen';
import { AiSettingsSection } from '@/features/ai-settings/components/ai-settings-section';
import { AiUsageSection } from '@/features/ai-usage/components/ai-usage-section';
import { ApiKeysSection } from '@/features/api-keys/components/api-keys-section';
import { AuditLogSection } from '@/features/audit-log/components/audit-log-section';
import { useAuth } from '@/features/auth/use-auth';
import { useSaveSignedInUser } from '@/features/auth/use-save-signed-in-user';
import { PersonalitiesSection } from '@/features/personalities/components/personalities-section';
import { StyleRulesSection } from '@/features/style-rules/components/style-rules-section';
import { TeamSection } from '@/features/team/components/team-section';
import { WorkspaceSecuritySection } from '@/features/workspace-security/components/workspace-security-section';
import { YourDataSection } from '@/features/your-data/components/your-data-section';
import { SectionNav } from '@/components/section-nav';
import { useCurrentSection } from '@/lib/use-current-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHashTargetInView } from '@/lib/use-hash-target-in-view';
import { useWorkspaceAccess } from '@/lib/workspace-access';
import { ROLE_LABELS } from '@shared/roles';
import { type SettingsSectionId, visibleSettingsSections } from './settings-sections';

export function SettingsPage() {
  useDocumentTitle('Settings');
  useHashTargetInView();
  const { user } = useAuth();
  const saveSignedInUser = useSaveSignedInUser();
  const access = useWorkspaceAccess();
  const can = access?.permissions;
  const sections = visibleSettingsSections(can);
  const { current, markCurrent } = useCurrentSection(sections.map((section) => section.id));
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
  const notForThisRole =
    access && !can?.manageAiSettings && !can?.manageApiKeys ? (
      <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
        The workspace’s AI model and API keys are managed by its owners and admins. Your role: {ROLE_LABELS[access.role]}.
      </p>
    ) : null;
  const content: Record<SettingsSectionId, ReactNode> = {
    account: <AccountSection user={user} onUserSaved={saveSignedInUser} />,
    team: <TeamSection />,
    security: <WorkspaceSecuritySection />,
    'ai-model': <AiSettingsSection />,
    'ai-usage': <AiUsageSection />,
    'api-keys': <ApiKeysSection />,
    // Where the AI model and API keys would be, a word on why they are not.
    personalities: (
      <>
        {notForThisRole}
        <PersonalitiesSection canManage={can?.manageStyleGuides ?? false} />
      </>
    ),
    'style-rules': <StyleRulesSection canManage={can?.manageStyleGuides ?? false} />,
    'your-data': <YourDataSection />,
    'audit-log': <AuditLogSection />,
  };
  return (
    // Desktop: the section list in a sticky column beside the content, which keeps its width.
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:grid lg:max-w-[calc(48rem+12rem+2.5rem+3rem)] lg:grid-cols-[12rem_minmax(0,48rem)] lg:gap-x-10">
      <aside className="hidden lg:block">
        <SectionNav
          layout="column"
          sections={sections}
          current={current}
          onJump={markCurrent}
          className="sticky top-[calc(var(--product-header-height,0px)+2rem)] pt-1"
        />
      </aside>
      <div className="grid min-w-0 gap-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
          <p className="mt-1 text-muted-foreground">Your account, and how your workspace works.</p>
        </header>
        <SectionNav layout="row" sections={sections} current={current} onJump={markCurrent} className="min-w-0 lg:hidden" />
        {sections.map(({ id }) => (
          <Fragment key={id}>{content[id]}</Fragment>
        ))}
      </div>
    </div>
  );
}

/** React.lazy takes the default export as is (see clients-page.tsx). */
export default SettingsPage;
