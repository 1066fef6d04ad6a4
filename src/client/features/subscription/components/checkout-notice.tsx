import { CircleCheck, Info, LoaderCircle, X, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { providerName } from '../payment-note';
import type { CheckoutNotice as Notice } from '../use-checkout-return';

type CheckoutNoticeProps = { notice: Notice; planName: string | null; onDismiss: () => void };

function message({ kind, pending }: Notice, planName: string | null): { text: string; icon: LucideIcon } {
  const provider = pending ? providerName(pending.provider) : 'the payment provider';
  switch (kind) {
    case 'waiting':
      return { text: `Payment received, your plan activates as soon as ${provider} confirms.`, icon: LoaderCircle };
    case 'slow':
      return {
        text: `Payment received, your plan activates as soon as ${provider} confirms. This is taking longer than usual: reload this page in a few minutes.`,
        icon: Info,
      };
    case 'confirmed':
      return { text: `Payment confirmed: your ${planName ?? 'new'} plan is active.`, icon: CircleCheck };
    case 'canceled':
      return { text: 'Checkout canceled. Nothing was charged and your plan is unchanged.', icon: Info };
  }
}

/** What happened at the provider's checkout, after it sends the payer back here. */
export function CheckoutNotice({ notice, planName, onDismiss }: CheckoutNoticeProps) {
  const { text, icon: Icon } = message(notice, planName);
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 pr-2 text-sm',
        notice.kind === 'confirmed' ? 'border-success/30 bg-success/5' : 'bg-background',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          notice.kind === 'waiting' && 'animate-spin',
          notice.kind === 'confirmed' && 'text-success',
        )}
        aria-hidden
      />
      <p className="flex-1">{text}</p>
      <Button type="button" variant="ghost" size="icon" className="size-7" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
