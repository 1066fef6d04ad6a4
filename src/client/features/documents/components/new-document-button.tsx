import { LoaderCircle, Plus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useNewDocument } from '../use-new-document';

type NewDocumentButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { label?: string };

/** Creates an empty document and opens it; reads "Creating..." while the request runs. */
export function NewDocumentButton({ label = 'New Document', disabled, ...props }: NewDocumentButtonProps) {
  const { create, isPending } = useNewDocument();
  return (
    <Button type="button" disabled={isPending || disabled} onClick={() => void create()} {...props}>
      {isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
      {isPending ? 'Creating...' : label}
    </Button>
  );
}
