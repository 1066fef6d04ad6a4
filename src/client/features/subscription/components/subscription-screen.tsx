import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Plan, PaymentMethod } from '@shared/contract/subscriptions';
import { ErrorState } from '@/components/error-state';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { PLAN_PARAM, parsePlanParam, type PaidPlanId } from '@/lib/plan-param';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreateSubscription } from '../api/create-subscription';
import { usePaymentSettings } from '../api/get-payment-settings';
import { usePlans } from '../api/list-plans';
import { useResumeSubscription } from '../api/resume-subscription';
import { safeCheckoutUrl } from '../checkout-return';
import { rememberCheckout } from '../pending-checkout';
import { planAction } from '../plan-action';
import { tierName } from '../plan-display';
import { useSubscriptionAfterCheckout } from '../use-checkout-return';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { CheckoutNotice } from './checkout-notice';
import { CurrentPlanBanner } from './current-plan-banner';
import { MasterAccountNotice } from './master-account-notice';
import { PlanCard } from './plan-card';
import { SubscribePanel } from './subscribe-panel';
import { SubscriptionSkeleton } from './subscription-skeleton';

/** Spec §4: the selection starts on individual, or on the paid plan the pricing page passed along. */
const DEFAULT_PLAN: PaidPlanId = 'individual';

const withServerReason = (text: string, error: unknown) => {
  const reason = getApiErrorMessage(error);
  return reason ? `${text} ${reason}` : text;
};

/** The current plan, the four plans, and subscribing, cancelling and resuming for the signed-in user. */
export function SubscriptionScreen({ userId }: { userId: number }) {
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<PaidPlanId>(() => parsePlanParam(searchParams.get(PLAN_PARAM)) ?? DEFAULT_PLAN);
  const [method, setMethod] = useState<PaymentMethod>('stripe');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const plans = usePlans();
  const { subscription, notice, dismissNotice } = useSubscriptionAfterCheckout(userId);
  const settings = usePaymentSettings();
  const create = useCreateSubscription();
  const cancel = useCancelSubscription(userId);
  const resume = useResumeSubscription(userId);

  if (plans.isPending || subscription.isPending) return <SubscriptionSkeleton />;
  if (plans.isError || subscription.isError) {
    const retry = () => {
      if (plans.isError) void plans.refetch();
      if (subscription.isError) void subscription.refetch();
    };
    return (
      <ErrorState
        title="Your plans could not be loaded."
        description="Check your connection and try again."
        onRetry={retry}
        retrying={plans.isFetching || subscription.isFetching}
      />
    );
  }

  const current = subscription.data;
  const planName = tierName(current.subscriptionTier, plans.data);
  const selected = plans.data.find((plan) => plan.id === selectedId);
  const pending = create.isPending || redirecting;

  const select = (plan: Plan) => {
    if (plan.id !== 'free') setSelectedId(plan.id);
  };

  const subscribe = async () => {
    if (!selected) return;
    try {
      const result = await create.mutateAsync({ userId, planId: selected.id, paymentMethod: method });
      if (result.outcome === 'redirect') {
        const url = safeCheckoutUrl(result.checkoutUrl, window.location.href);
        if (!url) throw new Error('The payment provider sent an unusable checkout address');
        rememberCheckout({ planId: selected.id, provider: result.provider });
        setRedirecting(true);
        window.location.assign(url);
        return;
      }
      toast({ title: 'Subscription Created', description: 'Your subscription has been set up successfully!' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Subscription Failed',
        description: withServerReason('There was an error setting up your subscription.', error),
      });
    }
  };

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
      setConfirmingCancel(false);
      toast({ title: 'Plan canceled', description: `Your ${planName} plan will not renew. You can resume it until it ends.` });
    } catch (error) {
      setConfirmingCancel(false);
      toast({ variant: 'destructive', title: 'Cancel Failed', description: withServerReason('Your plan could not be canceled.', error) });
    }
  };

  const resumePlan = async () => {
    try {
      await resume.mutateAsync();
      toast({ title: 'Plan resumed', description: `Your ${planName} plan continues as before.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Resume Failed', description: withServerReason('Your plan could not be resumed.', error) });
    }
  };

  return (
    <div className="grid gap-8">
      {notice ? <CheckoutNotice notice={notice} planName={planName} onDismiss={dismissNotice} /> : null}
      <CurrentPlanBanner
        subscription={current}
        plans={plans.data}
        onCancel={() => setConfirmingCancel(true)}
        onResume={() => void resumePlan()}
        resuming={resume.isPending}
      />
      <section aria-labelledby="plans-heading" className="grid gap-4">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {plans.data.map((plan) => {
            const action = planAction(plan.id, current);
            return (
              <li key={plan.id} className="grid">
                <PlanCard plan={plan} action={action} selected={action.selectable && plan.id === selectedId} onSelect={select} />
              </li>
            );
          })}
        </ul>
      </section>
      {current.isMasterAccount ? (
        <MasterAccountNotice />
      ) : selected ? (
        <SubscribePanel
          plan={selected}
          available={planAction(selected.id, current).selectable}
          offersTrial={current.subscriptionTier === 'free' && current.subscriptionStatus !== 'canceled'}
          method={method}
          onMethodChange={setMethod}
          settings={settings.data}
          pending={pending}
          onSubscribe={() => void subscribe()}
        />
      ) : null}
      <CancelPlanDialog
        open={confirmingCancel}
        planName={planName}
        accessUntil={current.currentPeriodEnd}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirmingCancel(false)}
      />
    </div>
  );
}
