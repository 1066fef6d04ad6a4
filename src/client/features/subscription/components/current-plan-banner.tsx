import { useId } from 'react';
import { CalendarClock, LoaderCircle, ShieldCheck, Sparkles } from 'lucide-react';
import type { Plan, UserSubscription } from '@shared/contract/subscriptions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { describeAiUsage, useAiUsage } from '@/lib/ai/ai-usage';
import { providerName } from '../payment-note';
import { isCanceling, statusLabel, subscriptionDetails, tierName } from '../plan-display';

type CurrentPlanBannerProps = {
  subscription: UserSubscription;
  plans: readonly Plan[] | undefined;
  onCancel: () => void;
  onResume: () => void;
  resuming: boolean;
};

const statusTone: Record<UserSubscription['subscriptionStatus'], string> = {
  // Dark text on a light tint of the state's colour: readable (WCAG AA) at badge size.
  active: 'border-success/30 bg-success/10 text-success',
  trialing: 'border-primary/20 bg-primary/10 text-indigo-900',
  past_due: 'border-destructive/30 bg-destructive/10 text-red-900',
  canceled: 'border-border bg-muted text-muted-foreground',
};

/** Spec §2: the current plan's tier and status, the "Master Account" badge, and cancel or resume. */
export function CurrentPlanBanner({ subscription, plans, onCancel, onResume, resuming }: CurrentPlanBannerProps) {
  const headingId = useId();
  const { subscriptionTier: tier, subscriptionStatus: status, isMasterAccount, paymentProvider } = subscription;
  const paid = tier !== 'free' && !isMasterAccount;
  const canceling = isCanceling(subscription);
  const details = subscriptionDetails(subscription);
  const { data: aiUsage } = useAiUsage();

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid="current-plan"
      className="gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">Current plan</p>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {tierName(tier, plans)}
          </h2>
          <Badge variant="outline" className={cn(statusTone[status])}>
            {statusLabel(status)}
          </Badge>
          {subscription.cancelAtPeriodEnd && status !== 'canceled' ? (
            <Badge variant="outline" className={statusTone.canceled}>
              Canceled
            </Badge>
          ) : null}
          {isMasterAccount ? (
            <Badge variant="default" className="bg-gradient-to-r from-brand-from to-brand-to">
              <ShieldCheck aria-hidden />
              Master Account
            </Badge>
          ) : null}
        </div>
        {details.length > 0 || (paid && paymentProvider) || aiUsage ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {aiUsage ? (
              <li className="flex items-center gap-1.5" data-testid="ai-usage">
                <Sparkles className="size-4" aria-hidden />
                AI suggestions: {describeAiUsage(aiUsage)}
              </li>
            ) : null}
            {details.map((detail) => (
              <li key={detail} className="flex items-center gap-1.5">
                <CalendarClock className="size-4" aria-hidden />
                {detail}
              </li>
            ))}
            {paid && paymentProvider ? (
              <li>{paymentProvider === 'test' ? 'Test mode: nothing is charged' : `Billed through ${providerName(paymentProvider)}`}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      {paid ? (
        <div className="flex shrink-0 gap-2">
          {canceling ? (
            <Button type="button" onClick={onResume} disabled={resuming}>
              {resuming ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
              {resuming ? 'Resuming...' : 'Resume plan'}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel plan
            </Button>
          )}
        </div>
      ) : null}
    </Card>
  );
}
