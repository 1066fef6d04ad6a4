import { useId } from 'react';
import { UserRound } from 'lucide-react';
import type { User } from '@shared/contract/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { sectionAnchorClassName } from '@/lib/section-anchor';
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
  const headingId = useId();
  return (
    // The id: a link can open Settings at this section (/settings#account).
    <section id="account" tabIndex={-1} aria-labelledby={headingId} className={sectionAnchorClassName}>
      <Card className="gap-4 py-5">
        <CardHeader className="px-5 sm:px-6">
          <CardTitle asChild>
            <h2 id={headingId} className="flex items-center gap-2 text-lg">
              <UserRound className="size-5" aria-hidden /> Account
            </h2>
          </CardTitle>
          <CardDescription>Your name, email address, password, two-factor authentication and where you are signed in.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-5 sm:px-6 [&>*+*]:border-t [&>*+*]:pt-6">
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
        </CardContent>
      </Card>
    </section>
  );
}
