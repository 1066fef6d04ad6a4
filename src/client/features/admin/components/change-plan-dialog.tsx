import { useId, useState } from 'react';
import type { AdminWorkspace } from '@shared/contract/admin';
import { subscriptionTiers, type SubscriptionTier } from '@shared/vocabulary';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { useChangePlan } from '../api/admin-api';
import { planName } from './plan-label';

/**
 * Sets the plan a workspace counts against (its owner's). A paid plan set here is comped (ADR
 * 0039): never billed; Free takes a comped plan back. A plan the owner pays for is refused by the
 * server with the reason, shown here.
 */
export function ChangePlanDialog({ workspace, onClose }: { workspace: AdminWorkspace | null; onClose: () => void }) {
  return (
    <Dialog open={workspace !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{workspace ? <ChangePlanForm key={workspace.id} workspace={workspace} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function ChangePlanForm({ workspace, onClose }: { workspace: AdminWorkspace; onClose: () => void }) {
  const [plan, setPlan] = useState<SubscriptionTier>(workspace.plan);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePlan();
  const id = useId();
  const unchanged = plan === workspace.plan && (plan === 'free' || workspace.planComped);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Change the plan of {workspace.name}</DialogTitle>
        <DialogDescription>
          The plan belongs to the owner, {workspace.owner?.email ?? 'nobody'}, and its limits apply to this workspace at once. A paid plan chosen here is comped: granted at no charge and never billed. Free takes a comped plan back.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Plan</Label>
        <Select value={plan} onValueChange={(next) => { setPlan(next as SubscriptionTier); setError(null); }}>
          <SelectTrigger id={id}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {subscriptionTiers.map((tier) => (
              <SelectItem key={tier} value={tier}>
                {tier === 'free' ? 'Free' : `${planName(tier)} (comped)`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={change.isPending}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={change.isPending || unchanged}
          onClick={() =>
            change.mutate(
              { id: workspace.id, plan },
              {
                onSuccess: () => {
                  toast({ title: 'Plan changed', description: `${workspace.name} is now on ${planName(plan)}${plan === 'free' ? '' : ' (comped)'}.` });
                  onClose();
                },
                onError: (failure) => setError(getApiErrorMessage(failure) ?? 'The plan was not changed. Try again.'),
              },
            )
          }
        >
          {change.isPending ? 'Saving...' : plan === 'free' ? 'Set to Free' : `Comp ${planName(plan)}`}
        </Button>
      </DialogFooter>
    </>
  );
}
