import type { SubscriptionTier } from '@shared/vocabulary';
import { Badge } from '@/components/ui/badge';

const planNames: Record<SubscriptionTier, string> = { free: 'Free', individual: 'Individual', family: 'Family', enterprise: 'Enterprise' };

export const planName = (plan: SubscriptionTier) => planNames[plan];

/** A plan's name, with "Comped" when the administrator granted it without billing. */
export function PlanLabel({ plan, comped }: { plan: SubscriptionTier; comped: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {planNames[plan]}
      {comped ? <Badge variant="outline">Comped</Badge> : null}
    </span>
  );
}
