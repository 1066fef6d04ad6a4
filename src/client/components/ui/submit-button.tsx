import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  pending: boolean;
  label: string;
  pendingLabel: string;
};

/** A form's submit button: disabled with its busy label while the submission runs, so a double click sends once. */
export function SubmitButton({ pending, label, pendingLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}
