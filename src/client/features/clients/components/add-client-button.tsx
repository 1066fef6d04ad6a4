import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

type AddClientButtonProps = Omit<ButtonProps, 'children'>;

export function AddClientButton(props: AddClientButtonProps) {
  return (
    <Button type="button" {...props}>
      <Plus aria-hidden />
      Add Client
    </Button>
  );
}
