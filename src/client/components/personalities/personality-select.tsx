import { memo, type ReactNode } from 'react';
import type { Personality } from '@shared/contract/documents';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { PersonalityDot } from './personality-dot';

type PersonalitySelectProps = {
  personalities: readonly Personality[];
  value: number | null;
  onValueChange: (personalityId: number) => void;
  /** The accessible name of the trigger, e.g. "AI personality". */
  label: string;
  placeholder?: ReactNode;
  /** A line atop the options saying what the choice is for. */
  hint?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * Picks one of the AI personalities; each option shows its colour dot and name. Memoized: a
 * select renders every option even while closed, and the editor's page renders at each pause.
 */
export const PersonalitySelect = memo(function PersonalitySelect({
  personalities,
  value,
  onValueChange,
  label,
  hint,
  placeholder = (
    <>
      <span className="sm:hidden">Personality</span>
      <span className="max-sm:hidden">Select AI Personality</span>
    </>
  ),
  id,
  disabled,
  className,
}: PersonalitySelectProps) {
  const known = personalities.some((personality) => personality.id === value);
  return (
    <Select
      // A value no option carries would leave the trigger blank; show the placeholder instead.
      value={known ? String(value) : ''}
      onValueChange={(next) => onValueChange(Number(next))}
      disabled={disabled}
    >
      <SelectTrigger id={id} aria-label={label} className={cn('w-52', className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent align="end">
        {hint ? <p className="max-w-56 px-2 py-1.5 text-xs text-muted-foreground">{hint}</p> : null}
        {personalities.map((personality) => (
          <SelectItem key={personality.id} value={String(personality.id)}>
            <span className="flex min-w-0 items-center gap-2">
              <PersonalityDot color={personality.color} />
              <span className="truncate">{personality.name}</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});
