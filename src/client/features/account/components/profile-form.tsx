import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import type { User } from '@shared/contract/auth';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorMessage } from '@/lib/api-error-message';
import { refusedField } from '@/lib/refused-field';
import { profileFormSchema, type ProfileFormInput } from '../account-forms';
import { useUpdateProfile } from '../api/account';

const formValuesOf = (user: User): ProfileFormInput => ({ firstName: user.firstName, lastName: user.lastName, company: user.company ?? '' });
const profileFields = new Set<string>(['firstName', 'lastName', 'company']);

/** Name and company, with the sign-up rules; the email is shown, and changed by its own form (a mailed link). */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const id = useId();
  // "Saved" stays beside the button until the next change, so the confirmation outlives the toast.
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm({ resolver: zodResolver(profileFormSchema), defaultValues: formValuesOf(user) });

  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      const savedUser = await update.mutateAsync(body);
      onSaved(savedUser);
      reset(formValuesOf(savedUser));
      setSaved(true);
      toast({ title: 'Profile saved', description: 'Your name is updated everywhere you are signed in.' });
    } catch (error) {
      const refused = refusedField(error);
      if (refused && profileFields.has(refused.field)) {
        setError(refused.field as keyof ProfileFormInput, { message: refused.message }, { shouldFocus: true });
        return;
      }
      setError('root', { message: getApiErrorMessage(error) ?? 'Your profile could not be saved. Try again.' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onChange={() => setSaved(false)} className="grid gap-4" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-medium">
        Profile
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={`${id}-first`} label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField id={`${id}-last`} label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField id={`${id}-company`} label="Company (optional)" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={user.email}
        readOnly
        className="bg-muted text-muted-foreground"
        hint="Your sign-in address. Change it under Email address below."
      />
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting} disabled={!isDirty} label="Update profile" pendingLabel="Updating..." />
        <p role="status" className="flex items-center gap-1.5 text-sm text-success">
          {saved ? (
            <>
              <CheckCircle2 className="size-4" aria-hidden /> Saved
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
