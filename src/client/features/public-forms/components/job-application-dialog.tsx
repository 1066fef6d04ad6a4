import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { jobApplicationBody, type JobApplicationBody } from '@shared/contract/public-forms';
import type { JobPosition } from '@shared/public-catalog/job-positions';
import {
  COVER_LETTER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '@shared/limits';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useApplyForJob } from '../api/apply-for-job';
import { useFormSubmission } from '../use-form-submission';
import { FormAlert } from './form-alert';
import { SubmissionDialog, useReportPending, type SubmissionFormControls } from './submission-dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailInput } from './email-input';

type JobApplicationDialogProps = {
  /** The opening applied for; null for a general application ("Send General Application"). */
  position: JobPosition | null;
  triggerLabel: string;
};

/** /careers' "Apply Now" and "Send General Application" (spec §2), sent to POST /api/public/job-applications. */
export function JobApplicationDialog({ position, triggerLabel }: JobApplicationDialogProps) {
  return (
    <SubmissionDialog
      triggerLabel={triggerLabel}
      title={position ? `Apply for ${position.title}` : 'Send a General Application'}
      description={
        position
          ? `${position.department} · ${position.location} · ${position.type} · ${position.salary}`
          : 'Tell us what you would love to work on. We keep general applications on file and write when a role fits.'
      }
      confirmationTitle="Application received"
      className="sm:max-w-xl"
    >
      {(controls) => <JobApplicationForm position={position} {...controls} />}
    </SubmissionDialog>
  );
}

const submissionCopy = {
  sentTitle: 'Application Sent',
  failedTitle: 'Application Not Sent',
  fallback: 'Your application could not be sent. Please try again.',
};

type JobApplicationFormProps = SubmissionFormControls & { position: JobPosition | null };

function JobApplicationForm({ position, onConfirmed, onPendingChange }: JobApplicationFormProps) {
  const applyForJob = useApplyForJob();
  const { failure, submit } = useFormSubmission(applyForJob.mutateAsync, submissionCopy, onConfirmed);
  const pending = applyForJob.isPending;
  useReportPending(pending, onPendingChange);
  const idPrefix = `apply-${position?.id ?? 'general'}`;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(jobApplicationBody),
    defaultValues: {
      positionId: position?.id ?? null,
      name: '',
      email: '',
      phone: '',
      profileUrl: '',
      coverLetter: '',
    } satisfies JobApplicationBody,
  });
  const coverLetterLength = useWatch({ control, name: 'coverLetter' })?.length ?? 0;

  const onSubmit = handleSubmit(submit);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-name`} label="Full name" required error={errors.name?.message}>
          {(field) => <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field} {...register('name')} />}
        </FormField>
        <FormField id={`${idPrefix}-email`} label="Email" required error={errors.email?.message}>
          {(field) => <EmailInput placeholder="you@example.com" {...field} {...register('email')} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${idPrefix}-phone`} label="Phone (optional)" error={errors.phone?.message}>
          {(field) => (
            <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} {...field} {...register('phone')} />
          )}
        </FormField>
        <FormField id={`${idPrefix}-profile`} label="LinkedIn or portfolio (optional)" error={errors.profileUrl?.message}>
          {(field) => (
            <Input
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              maxLength={URL_MAX_LENGTH}
              {...field}
              {...register('profileUrl')}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${idPrefix}-cover-letter`}
        label="Cover letter"
        required
        hint={`${coverLetterLength.toLocaleString('en-US')} / ${COVER_LETTER_MAX_LENGTH.toLocaleString('en-US')} characters. A link to your résumé is welcome here.`}
        error={errors.coverLetter?.message ?? errors.positionId?.message}
      >
        {(field) => (
          <Textarea
            rows={8}
            placeholder={position ? `Why ${position.title}, and why you?` : 'What would you love to work on?'}
            maxLength={COVER_LETTER_MAX_LENGTH}
            {...field}
            {...register('coverLetter')}
          />
        )}
      </FormField>
      <FormAlert message={failure} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pending={pending} label="Submit Application" pendingLabel="Submitting..." />
      </DialogFooter>
    </form>
  );
}
