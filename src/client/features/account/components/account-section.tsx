import { UserRound } from 'lucide-react';
import type { User } from '@shared/contract/auth';
import { SettingsSection } from '@/components/settings-section';
import { Skeleton } from '@/components/ui/skeleton';
import { EmailChangeForm } from './email-change-form';
import { OtherSessions } from './other-sessions';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * Settings → Account (issue 18): the signed-in user's profile, email, password, two-factor and other sessions. The
 * page hands in the user the header shows and takes the saved one back, so both stay in step.
 */
export function AccountSection({ user, onUserSaved }: { user: User | null; onUserSaved: (user: User) => void }) {
  return (
    // The id: a link can open Settings at this section (/settings#account).
    <SettingsSection
      id="account"
      icon={UserRound}
      title="Account"
      description="Your name, email address, password, two-factor authentication and where you are signed in."
      contentClassName="grid gap-6 [&>*+*]:border-t [&>*+*]:pt-6"
    >
      {user ? (
        <>
          {/* A new form for another user: its fields start from that user's values. */}
          <ProfileForm key={user.id} user={user} onSaved={onUserSaved} />
          <EmailChangeForm email={user.email} />
          <PasswordForm email={user.email} />
          <TwoFactorPanel email={user.email} />
          <OtherSessions />
        </>
      ) : (
        <div className="grid gap-2" role="status" aria-label="Loading your account">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </SettingsSection>
  );
}
