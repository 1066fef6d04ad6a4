import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { parseLinkAddress } from '../rich-text/link-address';

type LinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link at the caret, when there is one: the dialog then edits or removes it. */
  currentHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
};

/** Add, change or remove the link at the caret or on the selected text. */
export function LinkDialog({ open, onOpenChange, currentHref, onApply, onRemove }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Remounted at each opening, so the field starts from the link at the caret. */}
        {open ? <LinkForm currentHref={currentHref} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({
  currentHref,
  onApply,
  onRemove,
  onCancel,
}: Omit<LinkDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const id = useId();
  const [address, setAddress] = useState(currentHref ?? '');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLinkAddress(address);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    onApply(parsed.href);
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{currentHref ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogDescription>A web or email address for the selected text.</DialogDescription>
      </DialogHeader>
      <TextField
        id={`${id}-address`}
        label="Address"
        value={address}
        placeholder="https://example.com"
        inputMode="url"
        autoComplete="url"
        error={error}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(undefined);
        }}
      />
      <DialogFooter>
        {currentHref ? (
          <Button type="button" variant="outline" className="sm:mr-auto" onClick={onRemove}>
            Remove link
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}
