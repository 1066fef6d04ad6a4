import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { CreditCard, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@shared/contract/subscriptions';
import { cn } from '@/lib/cn';

type MethodOption = { value: PaymentMethod; label: string; hint: string; icon: LucideIcon };

/** Spec §2: a card through the card provider, or the PayPal wallet. */
const options: readonly MethodOption[] = [
  { value: 'stripe', label: 'Credit card', hint: 'Visa, Mastercard, American Express', icon: CreditCard },
  { value: 'paypal', label: 'PayPal', hint: 'Pay from your PayPal account', icon: Wallet },
];

type PaymentMethodChoiceProps = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

const isPaymentMethod = (value: string): value is PaymentMethod => options.some((option) => option.value === value);

export function PaymentMethodChoice({ value, onChange, disabled }: PaymentMethodChoiceProps) {
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        Payment method
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => {
          if (isPaymentMethod(next)) onChange(next);
        }}
        disabled={disabled}
        className="grid gap-3 sm:grid-cols-2"
      >
        {options.map(({ value: optionValue, label, hint, icon: Icon }) => (
          <RadioGroup.Item
            key={optionValue}
            value={optionValue}
            aria-label={label}
            aria-describedby={`${labelId}-${optionValue}`}
            className={cn(
              'group flex items-center gap-3 rounded-lg border bg-background p-3 text-left transition-colors outline-none',
              'hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
            )}
          >
            <span
              aria-hidden
              className="flex size-4 shrink-0 items-center justify-center rounded-full border border-input group-data-[state=checked]:border-primary"
            >
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
            </span>
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{label}</span>
              <span id={`${labelId}-${optionValue}`} className="text-xs text-muted-foreground">
                {hint}
              </span>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
