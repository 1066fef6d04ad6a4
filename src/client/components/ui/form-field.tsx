import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** What the field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required: an asterisk for the eye, aria-required for assistive technology. */
  required?: boolean;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Keep the hint under an error (long-form fields), or let the error replace it (sign-in forms). */
  hintWithError?: boolean;
  className?: string;
  /** Renders the control (input, textarea, select trigger) with the props that wire it up. */
  children: (control: FieldControlProps) => ReactNode;
};

/**
 * A labelled control of any kind (input, textarea, Radix select) with its hint and inline error
 * wired up for assistive technology; TextField is this with an Input.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required = false,
  labelAside,
  hintWithError = true,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint && (hintWithError || !error) ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        {/* The asterisk sits beside the label, not in it: the field's name stays "Name", not "Name*". */}
        <div className="flex items-center gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {required ? (
            <span className="text-sm leading-none text-destructive" aria-hidden>
              *
            </span>
          ) : null}
        </div>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hintId ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
