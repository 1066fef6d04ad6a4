import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Client, ClientBody } from '@shared/contract/clients';
import {
  CLIENT_NAME_MAX_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@shared/limits';
import { EntityFormFooter } from '@/components/entity-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { firstErrorMessage } from '@/lib/form-error';
import { clientFormDefaults, clientFormSchema } from '../client-form';
import { BrandColorsField } from './brand-colors-field';

type ClientFormProps = {
  client: Client | null;
  pending: boolean;
  onSave: (body: ClientBody) => Promise<void>;
};

/** The Add/Edit Client form: in its own file, so its code (and react-hook-form) loads when the dialog first opens. */
export function ClientForm({ client, pending, onSave }: ClientFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(clientFormSchema), defaultValues: clientFormDefaults(client) });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)} className="grid gap-5">
      <FormField id="client-name" label="Name" required error={errors.name?.message}>
        {(field) => <Input autoComplete="off" maxLength={CLIENT_NAME_MAX_LENGTH} {...field} {...register('name')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="client-industry" label="Industry" error={errors.industry?.message}>
          {(field) => (
            <Input
              autoComplete="off"
              placeholder="e.g. Healthcare"
              maxLength={SHORT_TEXT_MAX_LENGTH}
              {...field}
              {...register('industry')}
            />
          )}
        </FormField>
        <FormField id="client-website" label="Website URL" error={errors.websiteUrl?.message}>
          {(field) => (
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com"
              maxLength={URL_MAX_LENGTH}
              {...field}
              {...register('websiteUrl')}
            />
          )}
        </FormField>
      </div>
      <FormField id="client-description" label="Description" error={errors.description?.message}>
        {(field) => <Textarea rows={3} maxLength={LONG_TEXT_MAX_LENGTH} {...field} {...register('description')} />}
      </FormField>
      <FormField id="client-target-audience" label="Target audience" error={errors.targetAudience?.message}>
        {(field) => (
          <Textarea
            rows={2}
            placeholder="Who this client writes for"
            maxLength={LONG_TEXT_MAX_LENGTH}
            {...field}
            {...register('targetAudience')}
          />
        )}
      </FormField>
      <FormField id="client-brand-guidelines" label="Brand guidelines" error={errors.brandGuidelines?.message}>
        {(field) => (
          <Textarea
            rows={3}
            placeholder="Voice, tone, words to use and to avoid"
            maxLength={LONG_TEXT_MAX_LENGTH}
            {...field}
            {...register('brandGuidelines')}
          />
        )}
      </FormField>
      <FormField
        id="client-key-messages"
        label="Key messages"
        hint="Separate messages with commas."
        error={firstErrorMessage(errors.keyMessages)}
      >
        {(field) => (
          <Input autoComplete="off" placeholder="Fast delivery, Friendly support" {...field} {...register('keyMessages')} />
        )}
      </FormField>
      <FormField
        id="client-banned-terms"
        label="Banned terms"
        hint="Words this brand never uses. Separate them with commas."
        error={firstErrorMessage(errors.bannedTerms)}
      >
        {(field) => <Input autoComplete="off" placeholder="cheap, leverage, synergy" {...field} {...register('bannedTerms')} />}
      </FormField>
      <FormField
        id="client-preferred-terms"
        label="Preferred terms"
        hint="One per line: the term, an arrow, and what to say instead."
        error={firstErrorMessage(errors.preferredTerms)}
      >
        {(field) => <Textarea rows={3} placeholder={'utilize → use\ncustomers → guests'} {...field} {...register('preferredTerms')} />}
      </FormField>
      <Controller
        control={control}
        name="brandColors"
        render={({ field, fieldState }) => (
          <BrandColorsField
            value={field.value ?? []}
            onChange={field.onChange}
            error={firstErrorMessage(fieldState.error)}
            disabled={pending}
          />
        )}
      />
      <EntityFormFooter pending={pending} submitLabel={client ? 'Save Changes' : 'Create Client'} />
    </form>
  );
}
