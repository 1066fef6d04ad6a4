import { ShieldAlert } from 'lucide-react';
import type { User } from '@shared/contract/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TwoFactorPanel } from './two-factor-panel';

/**
 * What Settings shows, alone, to a member of a workspace that requires two-factor who has not set
 * it up (ADR 0038): why, and the set-up. Every other screen waits until it is done.
 */
export function TwoFactorRequiredScreen({ user }: { user: User }) {
  return (
    <Card className="gap-4 py-5" role="region" aria-labelledby="two-factor-required-heading">
      <CardHeader className="px-5 sm:px-6">
        <CardTitle asChild>
          <h2 id="two-factor-required-heading" className="flex items-center gap-2 text-lg">
            <ShieldAlert className="size-5" aria-hidden /> Set up two-factor authentication to continue
          </h2>
        </CardTitle>
        <CardDescription>
          Your workspace’s owner requires two-factor authentication for every member. Once you have set it up, everything else opens again.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5 sm:px-6">
        <TwoFactorPanel email={user.email} />
      </CardContent>
    </Card>
  );
}
