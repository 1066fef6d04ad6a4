import { Switch } from 'radix-ui';
import { Label } from '@/components/ui/label';

type PreferenceSwitchProps = {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** For essential cookies: shown on, and not changeable. */
  locked?: boolean;
};

/** One kind of cookie: its name and purpose, with an on/off switch labelled by both. */
export function PreferenceSwitch({ id, label, description, checked, onCheckedChange, locked = false }: PreferenceSwitchProps) {
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <Label htmlFor={id} className="flex items-center gap-2">
          {label}
          {locked ? <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">Always on</span> : null}
        </Label>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={locked}
        aria-describedby={descriptionId}
        className="peer relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
    </div>
  );
}
