import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CreatedReviewLink, ReviewPermission } from '@shared/contract/review-links';
import { EMAIL_MAX_LENGTH, REVIEW_CONTACT_NAME_MAX_LENGTH, REVIEW_LINK_EXPIRY_MAX_DAYS } from '@shared/limits';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { ShownOnceDialog, ShownOnceSecret } from '@/components/shown-once-secret';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-request';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format';
import { useCreateReviewLink } from '../api/review-links';

type Fields = 'contactName' | 'contactEmail' | 'expiresAt';
type FieldErrors = Partial<Record<Fields | 'form', string>>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date input's value (local calendar day) `days` from now. */
const dayFromNow = (days: number) => {
  const date = new Date(Date.now() + days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

function errorsFromServer(error: unknown): FieldErrors {
  const message = getApiErrorMessage(error) ?? 'The link could not be made. Try again.';
  const field = error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'field' in error.body ? String(error.body.field) : '';
  return field === 'contactName' || field === 'contactEmail' || field === 'expiresAt' ? { [field]: message } : { form: message };
}

/**
 * Share for review (issue 19): a client contact's name and address, how long the link works and
 * whether they may comment; then the link, shown this once to copy (it is also mailed to them).
 */
export function ShareForReviewDialog({ documentId, children }: { documentId: number; children: ReactNode }) {
  const create = useCreateReviewLink(documentId);
  return (
    <ShownOnceDialog<CreatedReviewLink>
      trigger={children}
      className="sm:max-w-xl"
      mutation={create}
      form={(onMade) => <ShareForm create={create} onCreated={onMade} />}
      shown={(created) => <CreatedLinkView created={created} />}
    />
  );
}

function ShareForm({ create, onCreated }: { create: ReturnType<typeof useCreateReviewLink>; onCreated: (link: CreatedReviewLink) => void }) {
  const id = useId();
  const [contactName, setContactName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [expiryDay, setExpiryDay] = useState(() => dayFromNow(14));
  const [permission, setPermission] = useState<ReviewPermission>('comment');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [range] = useState(() => ({ min: dayFromNow(1), max: dayFromNow(REVIEW_LINK_EXPIRY_MAX_DAYS - 1) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      contactName: contactName.trim() ? undefined : 'Name is required',
      contactEmail: contactEmail.trim() ? undefined : 'Email is required',
      expiresAt: expiryDay ? undefined : 'Choose the last day the link works',
    };
    setErrors(found);
    if (found.contactName || found.contactEmail || found.expiresAt) return;
    // The end of the chosen local day.
    const expiresAt = new Date(`${expiryDay}T23:59:59.999`).toISOString();
    create.mutate({ contactName, contactEmail, expiresAt, permission }, { onSuccess: onCreated, onError: (error) => setErrors(errorsFromServer(error)) });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Share for review</DialogTitle>
        <DialogDescription>Your client opens the document without an account, and can approve it or ask for changes.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField id={`${id}-name`} label="Client contact’s name" required error={errors.contactName}>
          {(field) => <Input autoComplete="off" maxLength={REVIEW_CONTACT_NAME_MAX_LENGTH} value={contactName} onChange={(event) => setContactName(event.target.value)} {...field} />}
        </FormField>
        <FormField id={`${id}-email`} label="Their email" required error={errors.contactEmail} hint="The link is emailed to this address.">
          {(field) => <Input type="email" autoComplete="off" maxLength={EMAIL_MAX_LENGTH} value={contactEmail} onChange={(event) => setContactEmail(event.target.value)} {...field} />}
        </FormField>
        <FormField id={`${id}-expires`} label="Works until" required error={errors.expiresAt} hint={`The end of that day; at most ${REVIEW_LINK_EXPIRY_MAX_DAYS} days ahead.`}>
          {(field) => <Input type="date" className="sm:w-48" min={range.min} max={range.max} value={expiryDay} onChange={(event) => setExpiryDay(event.target.value)} {...field} />}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">What they can do</legend>
          {(
            [
              ['comment', 'Comment and approve', 'Read, comment, and approve or request changes.'],
              ['view', 'View only', 'Read the document, nothing more.'],
            ] as const
          ).map(([value, label, hint]) => (
            <div key={value} className="flex items-start gap-3">
              <input
                type="radio"
                id={`${id}-${value}`}
                name={`${id}-permission`}
                className="mt-1 size-4 accent-primary"
                checked={permission === value}
                onChange={() => setPermission(value)}
                aria-describedby={`${id}-${value}-hint`}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${value}`}>{label}</Label>
                <p id={`${id}-${value}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
        <EntityFormFooter pending={create.isPending} submitLabel="Create link" pendingLabel="Creating..." />
      </form>
    </>
  );
}

function CreatedLinkView({ created }: { created: CreatedReviewLink }) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review link for {created.contactName}</DialogTitle>
        <DialogDescription>
          Emailed to {created.contactEmail}. It works until {formatDate(created.expiresAt)}.
        </DialogDescription>
      </DialogHeader>
      <ShownOnceSecret
        value={created.url}
        label="Review link"
        noun="link"
        warningTestId="review-link-once-warning"
        warning={
          <>
            <strong className="font-semibold">This is the only time the link is shown.</strong> Anyone who has it can open the document until it expires or you revoke
            it, so send it only to your client.
          </>
        }
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button">Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}
