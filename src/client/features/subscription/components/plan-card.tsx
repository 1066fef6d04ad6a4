import { useId } from 'react';
import { Check } from 'lucide-react';
import type { Plan } from '@shared/contract/subscriptions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { PlanAction } from '../plan-action';
import { formatPlanLimits, formatPrice, planBadge, planCaption } from '../plan-display';

type PlanCardProps = {
  plan: Plan;
  action: PlanAction;
  selected: boolean;
  onSelect: (plan: Plan) => void;
};

/** Spec §2: name, caption, price per month, features, limits and the Select Plan button. */
export function PlanCard({ plan, action, selected, onSelect }: PlanCardProps) {
  const nameId = useId();
  const badge = planBadge(plan.id);
  return (
    <Card
      role="group"
      aria-labelledby={nameId}
      className={cn(
        'relative h-full gap-5 px-6 transition-shadow',
        plan.id === 'individual' && 'border-primary/40',
        selected && 'ring-2 ring-primary',
      )}
    >
      <div className="grid gap-1.5">
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <h3 id={nameId} className="text-lg font-semibold tracking-tight">
            {plan.name}
          </h3>
          {badge ? (
            <Badge variant={plan.id === 'individual' ? 'default' : 'secondary'}>{badge}</Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{planCaption(plan.id)}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatPrice(plan.price)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <ul className="grid gap-2 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-4">
        <ul className="grid gap-1 border-t pt-4 text-sm text-muted-foreground" aria-label={`${plan.name} limits`}>
          {formatPlanLimits(plan.limits).map((limit) => (
            <li key={limit} className="tabular-nums">
              {limit}
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant={selected ? 'default' : 'outline'}
          disabled={!action.selectable}
          aria-pressed={action.selectable ? selected : undefined}
          onClick={() => onSelect(plan)}
        >
          {selected && action.selectable ? <Check aria-hidden /> : null}
          {action.label}
          <span className="sr-only">: {plan.name}</span>
        </Button>
      </div>
    </Card>
  );
}
