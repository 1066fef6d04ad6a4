import { useId, useState, type FormEvent } from 'react';
import type { CreatedReviewLink, ReviewPermission } from '@shared/contract/review-links';
import { EMAIL_MAX_LENGTH, REVIEW_CONTACT_NAME_MAX_LENGTH, REVIEW_LINK_EXPIRY_MAX_DAYS } from '@shared/limits';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-request';
import { getApiErrorMessage } from '@/lib/api-error-message';
import type { useCreateReviewLink } from '../api/review-links';

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

/** Share for review's form (share-for-review-dialog.tsx), loaded when the dialog first opens. */
export function ShareForReviewForm({ create, onCreated }: { create: ReturnType<typeof useCreateReviewLink>; onCreated: (link: CreatedReviewLink) => void }) {
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
  );
}
