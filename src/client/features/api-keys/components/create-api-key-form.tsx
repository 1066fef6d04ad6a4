import { useId, useRef, useState, type FormEvent } from 'react';
import type { CreatedApiKey } from '@shared/contract/api-keys';
import { API_KEY_NAME_MAX_LENGTH } from '@shared/limits';
import { apiKeyScopes, type ApiKeyScope } from '@shared/vocabulary';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-request';
import { getApiErrorMessage } from '@/lib/api-error-message';
import type { useCreateApiKey } from '../api/api-keys';
import { endOfLocalDay, expiryDayProblem, expiryDayRange } from '../api-key-dates';
import { scopeLabels } from '../scope-labels';

type FieldErrors = { name?: string; scopes?: string; expiresAt?: string; form?: string };

/** Which field a 400's `field` names ("scopes.1" is the scopes); anything else is the form's. */
function errorsFromServer(error: unknown): FieldErrors {
  const message = getApiErrorMessage(error) ?? 'The key could not be created. Try again.';
  const field = error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'field' in error.body ? String(error.body.field) : '';
  const top = field.split('.')[0];
  if (top === 'name' || top === 'scopes' || top === 'expiresAt') return { [top]: message };
  return { form: message };
}

/** The Create API key form: in its own file, so its code loads when the dialog first opens. */
export function CreateApiKeyForm({ create, onCreated }: { create: ReturnType<typeof useCreateApiKey>; onCreated: (key: CreatedApiKey) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([...apiKeyScopes]);
  const [expiryDay, setExpiryDay] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const firstScopeRef = useRef<HTMLButtonElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  // Fixed when the dialog opens: the input's bounds do not move while it is open.
  const [range] = useState(() => expiryDayRange(new Date()));

  const focusFirstError = (found: FieldErrors) => {
    if (found.name) nameRef.current?.focus();
    else if (found.scopes) firstScopeRef.current?.focus();
    else if (found.expiresAt) expiryRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      name: name.trim() === '' ? 'Name is required' : undefined,
      scopes: scopes.length === 0 ? 'Choose at least one scope' : undefined,
      // A date typed half-way reads as empty, with the input marking it as bad input.
      expiresAt: expiryRef.current?.validity.badInput ? 'Enter a whole date, or leave it empty.' : expiryDayProblem(expiryDay, new Date()),
    };
    setErrors(found);
    if (found.name || found.scopes || found.expiresAt) {
      focusFirstError(found);
      return;
    }
    create.mutate(
      {
        name,
        // In the order the form lists them, whichever order they were ticked in.
        scopes: apiKeyScopes.filter((scope) => scopes.includes(scope)),
        expiresAt: expiryDay ? endOfLocalDay(expiryDay).toISOString() : null,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const fromServer = errorsFromServer(error);
          setErrors(fromServer);
          focusFirstError(fromServer);
        },
      },
    );
  };

  const toggleScope = (scope: ApiKeyScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current.filter((item) => item !== scope), scope] : current.filter((item) => item !== scope)));

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <FormField id={`${id}-name`} label="Name" required error={errors.name} hint="So you can tell your keys apart, e.g. the program that uses it.">
          {(field) => (
            <Input
              ref={nameRef}
              autoComplete="off"
              placeholder="e.g. Website CMS"
              maxLength={API_KEY_NAME_MAX_LENGTH}
              value={name}
              onChange={(event) => setName(event.target.value)}
              {...field}
            />
          )}
        </FormField>

        <fieldset className="grid gap-3" aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
          <legend className="mb-2 text-sm font-medium">What the key may do</legend>
          {apiKeyScopes.map((scope, index) => (
            <div key={scope} className="flex items-start gap-3">
              <Checkbox
                ref={index === 0 ? firstScopeRef : undefined}
                id={`${id}-scope-${scope}`}
                className="mt-0.5"
                checked={scopes.includes(scope)}
                onCheckedChange={(checked) => toggleScope(scope, checked === true)}
                aria-describedby={`${id}-scope-${scope}-hint`}
                aria-invalid={errors.scopes ? true : undefined}
              />
              <div className="grid gap-1">
                <Label htmlFor={`${id}-scope-${scope}`}>
                  {scopeLabels[scope].label} <span className="font-mono text-xs font-normal text-muted-foreground">({scope})</span>
                </Label>
                <p id={`${id}-scope-${scope}-hint`} className="text-xs text-muted-foreground">
                  {scopeLabels[scope].description}
                </p>
              </div>
            </div>
          ))}
          {errors.scopes ? (
            <p id={`${id}-scopes-error`} className="text-sm text-destructive">
              {errors.scopes}
            </p>
          ) : null}
        </fieldset>

        <FormField id={`${id}-expires`} label="Expiry date (optional)" error={errors.expiresAt} hint="The key stops working at the end of that day. Leave empty for a key that works until you revoke it.">
          {(field) => (
            <Input
              ref={expiryRef}
              type="date"
              className="sm:w-48"
              min={range.min}
              max={range.max}
              value={expiryDay}
              onChange={(event) => setExpiryDay(event.target.value)}
              {...field}
            />
          )}
        </FormField>

        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}

        <EntityFormFooter pending={create.isPending} submitLabel="Create key" pendingLabel="Creating..." />
      </form>
    </>
  );
}
