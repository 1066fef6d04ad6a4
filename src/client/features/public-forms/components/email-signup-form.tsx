import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSubscriptionBody, type EmailList } from '@shared/contract/public-forms';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useSubscribeEmail } from '../api/subscribe-email';
import { submissionErrorMessage } from '../submission-error';
import { SubmissionConfirmation } from './submission-confirmation';
import { EmailInput } from './email-input';
import { SubmitButton } from '@/components/ui/submit-button';

type EmailSignupFormProps = {
  /** Which list: the status page's updates or the blog's newsletter. */
  list: EmailList;
  /** The email field's label, e.g. "Email address for status updates". */
  label: string;
  buttonLabel: string;
};

const listTitles: Record<EmailList, string> = {
  status: 'Subscribed to status updates',
  newsletter: 'Subscribed to the newsletter',
};

/**
 * The subscribe boxes of /status and /blog (spec §2), sent to POST /api/public/email-subscriptions.
 * Subscribing an address that is already on the list confirms just the same.
 */
export function EmailSignupForm({ list, label, buttonLabel }: EmailSignupFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const subscribe = useSubscribeEmail();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailSubscriptionBody), defaultValues: { email: '', list } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await subscribe.mutateAsync(body);
      toast({ title: listTitles[list], description: message });
      setConfirmation(message);
    } catch (error) {
      const reason = submissionErrorMessage(error, 'We could not subscribe you. Please try again.');
      // Shown where the visitor is looking: under the field they just filled in.
      setError('email', { message: reason }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'Subscription Failed', description: reason });
    }
  });

  if (confirmation) {
    return <SubmissionConfirmation title={listTitles[list]} message={confirmation} className="text-left" />;
  }
  const error = errors.email?.message ?? errors.list?.message;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-2 text-left">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="grid gap-2 sm:flex-1">
          <EmailInput
            id={inputId}
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...register('email')}
          />
          {error ? (
            <p id={errorId} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={subscribe.isPending} label={buttonLabel} pendingLabel="Subscribing..." size="lg" />
      </div>
    </form>
  );
}
