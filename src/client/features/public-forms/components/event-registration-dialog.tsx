import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { eventRegistrationBody } from '@shared/contract/public-forms';
import type { CommunityEvent } from '@shared/public-catalog/community-events';
import { NAME_MAX_LENGTH } from '@shared/limits';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useRegisterForEvent } from '../api/register-for-event';
import { useFormSubmission } from '../use-form-submission';
import { FormAlert } from './form-alert';
import { SubmissionDialog, useReportPending, type SubmissionFormControls } from './submission-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailInput } from './email-input';

const eventDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/** "Thursday, December 10, 2026": the event's calendar day, whatever the visitor's time zone. */
function formatEventDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : eventDay.format(date);
}

/** /community's "Register Free" (spec §2): a seat at a community event, sent to POST /api/public/event-registrations. */
export function EventRegistrationDialog({ event }: { event: CommunityEvent }) {
  return (
    <SubmissionDialog
      triggerLabel="Register Free"
      triggerClassName="w-full"
      title={`Register for ${event.title}`}
      description={`${event.type} · ${formatEventDay(event.date)} at ${event.time} · with ${event.presenter}`}
      confirmationTitle="You're registered"
    >
      {(controls) => <EventRegistrationForm event={event} {...controls} />}
    </SubmissionDialog>
  );
}

const submissionCopy = {
  sentTitle: "You're registered",
  failedTitle: 'Registration Failed',
  fallback: 'Your registration did not go through. Please try again.',
};

type EventRegistrationFormProps = SubmissionFormControls & { event: CommunityEvent };

function EventRegistrationForm({ event, onConfirmed, onPendingChange }: EventRegistrationFormProps) {
  const registerForEvent = useRegisterForEvent();
  const { failure, submit } = useFormSubmission(registerForEvent.mutateAsync, submissionCopy, onConfirmed);
  const pending = registerForEvent.isPending;
  useReportPending(pending, onPendingChange);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(eventRegistrationBody),
    defaultValues: { eventId: event.id, name: '', email: '' },
  });

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={(submitEvent) => void onSubmit(submitEvent)} className="grid gap-5">
      <FormField id={`event-${event.id}-name`} label="Name" required error={errors.name?.message}>
        {(field) => <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field} {...register('name')} />}
      </FormField>
      <FormField
        id={`event-${event.id}-email`}
        label="Email"
        required
        hint="The joining details are sent here."
        error={errors.email?.message ?? errors.eventId?.message}
      >
        {(field) => <EmailInput placeholder="you@example.com" {...field} {...register('email')} />}
      </FormField>
      <FormAlert message={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} label="Register Free" pendingLabel="Registering..." />
      </DialogFooter>
    </form>
  );
}
