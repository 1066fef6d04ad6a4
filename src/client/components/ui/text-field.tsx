import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { Input } from './input';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

/** A FormField with an Input: the error, when there is one, takes the hint's place. */
export function TextField({ id, label, error, hint, labelAside, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} labelAside={labelAside} hintWithError={false}>
      {(control) => <Input {...control} {...inputProps} />}
    </FormField>
  );
}
