import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { TwoFactorSetup as Setup } from '@shared/contract/two-factor';
import { lazyPart } from '@/components/lazy-part';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useStartTwoFactorSetup, useTwoFactorStatus } from '../api/two-factor';

/*
 * Each state past "off" loads its code when first shown, not with Settings: most accounts are
 * off, and the set-up's code downloads alongside the request that starts it.
 */
const RecoveryCodesShown = lazyPart(() => import('./recovery-codes-shown').then((module) => module.RecoveryCodesShown), {
  loading: 'Loading the recovery codes',
});
const TwoFactorManage = lazyPart(() => import('./two-factor-manage').then((module) => module.TwoFactorManage), {
  loading: 'Loading two-factor authentication',
});
const TwoFactorSetup = lazyPart(() => import('./two-factor-setup').then((module) => module.TwoFactorSetup), {
  loading: 'Loading the set-up',
});

/**
 * Settings → Account → Two-factor authentication (ADR 0038): off (Set up), setting up (QR code,
 * secret, a code to confirm), the recovery codes shown once, and on (new codes, turn off).
 */
export function TwoFactorPanel({ email }: { email: string }) {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactorSetup();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const id = useId();

  // Saved: now the status (and every screen refused for want of two-factor) may load anew.
  const codesSaved = () => {
    setCodes(null);
    void queryClient.invalidateQueries();
  };

  let body;
  if (codes) {
    body = <RecoveryCodesShown codes={codes} onDone={codesSaved} />;
  } else if (status.isPending) {
    body = (
      <div role="status" aria-label="Loading two-factor authentication" className="grid gap-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-9 w-48" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-sm text-destructive">
          {getApiErrorMessage(status.error) ?? 'Two-factor authentication could not be loaded.'}
        </p>
        <Button type="button" variant="outline" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (status.data.enabled) {
    body = <TwoFactorManage status={status.data} email={email} onNewCodes={setCodes} />;
  } else if (setup) {
    body = (
      <TwoFactorSetup
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
        onCancel={() => setSetup(null)}
      />
    );
  } else {
    body = (
      <div className="grid justify-items-start gap-2">
        <p className="text-sm">
          <span className="font-medium">Off.</span> Signing in needs only your password.
        </p>
        <Button type="button" disabled={start.isPending} onClick={() => {
            TwoFactorSetup.preload();
            start.mutate(undefined, { onSuccess: setSetup });
          }}>
          <ShieldCheck aria-hidden /> {start.isPending ? 'Preparing...' : 'Set up two-factor authentication'}
        </Button>
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getApiErrorMessage(start.error) ?? 'The set-up could not start. Try again.'}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    // The id: the two-factor requirement sends members here (/settings#two-factor).
    <section id="two-factor" aria-labelledby={`${id}-heading`} className="grid scroll-mt-20 gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-medium">
          Two-factor authentication
        </h3>
        <p className="text-sm text-muted-foreground">A code from an authenticator app on your phone, asked for after your password, keeps your account safe if the password leaks.</p>
      </div>
      {body}
    </section>
  );
}
