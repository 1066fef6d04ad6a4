import { Link } from 'react-router';
import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { parsePlanLimit } from '@/lib/plan-limit';

/**
 * Shows a plan-limit refusal (402) as a toast in the server's own words with an "Upgrade plan" link
 * to the subscription screen, and says whether it did: callers show their usual failure otherwise.
 */
export function toastIfPlanLimit(error: unknown): boolean {
  const limit = parsePlanLimit(error);
  if (!limit) return false;
  toast({
    variant: 'destructive',
    title: 'Plan limit reached',
    description: limit.error,
    action: (
      <ToastAction asChild altText="Upgrade your plan on the subscription page">
        <Link to={limit.upgradeUrl}>Upgrade plan</Link>
      </ToastAction>
    ),
  });
  return true;
}
