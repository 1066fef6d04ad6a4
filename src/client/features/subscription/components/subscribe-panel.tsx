import { useId } from 'react';
import { FlaskConical, LoaderCircle, Lock } from 'lucide-react';
import type { PaymentMethod, PaymentSettingsResponse, Plan } from '@shared/contract/subscriptions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paymentNote } from '../payment-note';
import { formatPrice } from '../plan-display';
import { PaymentMethodChoice } from './payment-method-choice';

/** The trial the site advertises (spec §1); the server decides whether this account still gets one. */
const TRIAL_DAYS = 14;

type SubscribePanelProps = {
  plan: Plan;
  /** False for the plan the user already has (and for free, which is never bought). */
  available: boolean;
  /** True until this account has had a trial; the server grants one with the first paid plan. */
  offersTrial: boolean;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  settings: PaymentSettingsResponse | undefined;
  pending: boolean;
  onSubscribe: () => void;
};

/** Spec §2: the payment method, Subscribe ("Processing..." while pending) and who processes the payment. */
export function SubscribePanel({
  plan,
  available,
  offersTrial,
  method,
  onMethodChange,
  settings,
  pending,
  onSubscribe,
}: SubscribePanelProps) {
  const headingId = useId();
  const noteId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="mx-auto w-full max-w-xl gap-5 px-5 sm:px-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          Subscribe to {plan.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatPrice(plan.price)} per month
          {offersTrial ? `, after a ${TRIAL_DAYS}-day free trial. Cancel any time before it ends and pay nothing.` : '.'}
        </p>
      </div>
      {settings?.testMode ? (
        <div
          role="note"
          aria-label="Test mode"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong className="font-semibold">Test mode.</strong> No payment keys are set on this server, so a
            subscription is confirmed at once and nothing is charged.
          </p>
        </div>
      ) : null}
      <PaymentMethodChoice value={method} onChange={onMethodChange} disabled={pending} />
      <div className="grid gap-2">
        <Button
          type="button"
          size="lg"
          className="w-full"
          disabled={!available || pending}
          aria-describedby={noteId}
          onClick={onSubscribe}
        >
          {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {pending ? 'Processing...' : 'Subscribe'}
        </Button>
        {available ? null : <p className="text-center text-sm text-muted-foreground">You are on this plan already.</p>}
        <p id={noteId} className="flex items-center justify-center gap-1.5 text-center text-xs text-muted-foreground">
          <Lock className="size-3.5 shrink-0" aria-hidden />
          {paymentNote(method, settings)}
        </p>
      </div>
    </Card>
  );
}
