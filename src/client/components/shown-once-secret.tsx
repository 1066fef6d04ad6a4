import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type CopyState = 'idle' | 'copied' | 'failed';

type ShownOnceSecretProps = {
  /** The secret (an API key, a review link's address), which the server never shows again. */
  value: string;
  label: string;
  /** What the amber warning says: why it is shown only now and what to do with it. */
  warning: ReactNode;
  /** Names the secret in the copy status ("The key is on your clipboard."). */
  noun: string;
  warningTestId?: string;
};

/**
 * A secret shown this once (Create API key, Share for review): the warning, the whole value in a
 * read-only text area (wrapped on a phone rather than scrolled out of sight), and Copy, which
 * falls back to selecting the text when the browser refuses the clipboard.
 */
export function ShownOnceSecret({ value, label, warning, noun, warningTestId }: ShownOnceSecretProps) {
  const id = useId();
  const valueRef = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const copyValue = async () => {
    clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
      resetTimer.current = setTimeout(() => setCopy('idle'), 2500);
    } catch {
      // No permission or no focus: the value is selected, ready for Ctrl+C.
      setCopy('failed');
      valueRef.current?.select();
    }
  };

  return (
    <>
      <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid={warningTestId}>
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>{warning}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-value`}>{label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Textarea
            ref={valueRef}
            id={`${id}-value`}
            readOnly
            autoFocus
            rows={2}
            value={value}
            spellCheck={false}
            className="field-sizing-content min-h-0 resize-none font-mono break-all"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant={copy === 'copied' ? 'secondary' : 'default'} className="sm:w-28" onClick={() => void copyValue()}>
            {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copy === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p role="status" className={copy === 'failed' ? 'text-sm text-destructive' : 'sr-only'}>
          {copy === 'copied'
            ? `The ${noun} is on your clipboard.`
            : copy === 'failed'
              ? `Your browser did not allow copying. The ${noun} is selected: copy it with Ctrl+C (⌘C on a Mac).`
              : ''}
        </p>
      </div>
    </>
  );
}

type ShownOnceDialogProps<Secret> = {
  /** The button that opens it, where focus returns once it closes. */
  trigger: ReactNode;
  className?: string;
  /** The request that makes the secret: the dialog stays open while it runs, and is reset on closing. */
  mutation: { isPending: boolean; reset: () => void };
  /** The form, given what to call with the secret once it is made. */
  form: (onMade: (secret: Secret) => void) => ReactNode;
  /** The secret, shown this once. */
  shown: (secret: Secret) => ReactNode;
};

/**
 * The dialog of a form that makes a secret and then shows it once (Create API key, Share for
 * review): it cannot be closed while the request runs (that would hide whether the secret was
 * made, and the only sight of it), a click beside it never throws away a secret not yet copied,
 * and closing forgets it: the secret lives only in this dialog's state.
 */
export function ShownOnceDialog<Secret>({ trigger, className, mutation, form, shown }: ShownOnceDialogProps<Secret>) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<Secret | null>(null);
  const pending = mutation.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !pending) && setOpen(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        className={className}
        closeDisabled={pending}
        onInteractOutside={(event) => {
          if (secret !== null || pending) event.preventDefault();
        }}
        onCloseAutoFocus={() => {
          setSecret(null);
          mutation.reset();
        }}
      >
        {secret !== null ? shown(secret) : form(setSecret)}
      </DialogContent>
    </Dialog>
  );
}
