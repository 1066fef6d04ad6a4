import { useState, useSyncExternalStore } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactMessageBody,
  planInterestLabels,
  planInterests,
  subjectForTopic,
  toTopicSlug,
  type ContactMessageBody,
  type PlanInterest,
} from '@shared/contract/public-forms';
import {
  COMPANY_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  NAME_MAX_LENGTH,
} from '@shared/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSendContactMessage } from '../api/send-contact-message';
import { useFormSubmission } from '../use-form-submission';
import { FormAlert } from './form-alert';
import { SubmissionConfirmation } from './submission-confirmation';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailInput } from './email-input';

type ContactFormProps = {
  /** Preselects the plan-interest dropdown, e.g. from a pricing card's "Contact Sales". */
  defaultPlanInterest?: PlanInterest;
  /** What the page opens the form for ("emergency", "community"…): presets the subject line. */
  defaultTopic?: string;
};

const neverChanges = () => () => undefined;

/**
 * False while React hydrates the pre-rendered page, true from then on. /contact is pre-rendered
 * without its query string, so defaults read from ?plan= or ?topic= are applied just after
 * hydration, and the hydrated markup matches the server's.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Spec §2 /contact: the message form, sent to POST /api/public/contact-messages and stored for the team. */
export function ContactForm(props: ContactFormProps) {
  const hydrated = useHydrated();
  const defaultPlanInterest = hydrated ? props.defaultPlanInterest : undefined;
  const defaultTopic = hydrated ? props.defaultTopic : undefined;
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // Remounting the form after "Send another message" starts it from the defaults again.
  const [formKey, setFormKey] = useState(0);

  if (confirmation) {
    return (
      <SubmissionConfirmation
        title="Message sent"
        message={confirmation}
        action={
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setConfirmation(null);
              setFormKey((key) => key + 1);
            }}
          >
            Send another message
          </Button>
        }
      />
    );
  }
  return (
    <ContactMessageForm
      // New defaults (another ?plan= or ?topic= link followed on the page) start a fresh form too.
      key={`${formKey}:${defaultPlanInterest ?? ''}:${defaultTopic ?? ''}`}
      defaultPlanInterest={defaultPlanInterest}
      defaultTopic={defaultTopic}
      onSent={setConfirmation}
    />
  );
}

const submissionCopy = {
  sentTitle: 'Message Sent',
  failedTitle: 'Message Not Sent',
  fallback: 'Your message could not be sent. Please try again.',
};

type ContactMessageFormProps = ContactFormProps & { onSent: (confirmation: string) => void };

function ContactMessageForm({ defaultPlanInterest, defaultTopic, onSent }: ContactMessageFormProps) {
  const sendMessage = useSendContactMessage();
  const { failure, submit } = useFormSubmission(sendMessage.mutateAsync, submissionCopy, onSent);
  const topic = toTopicSlug(defaultTopic);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactMessageBody),
    defaultValues: {
      name: '',
      email: '',
      company: '',
      planInterest: defaultPlanInterest ?? null,
      // Not a field of its own: it travels with the message so the team can sort by it.
      topic,
      subject: topic ? subjectForTopic(topic) : '',
      message: '',
    } satisfies ContactMessageBody,
  });

  const onSubmit = handleSubmit(submit);
  const pending = sendMessage.isPending;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required error={errors.name?.message}>
          {(field) => <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} {...field} {...register('name')} />}
        </FormField>
        <FormField id="contact-email" label="Email" required error={errors.email?.message}>
          {(field) => <EmailInput placeholder="you@company.com" {...field} {...register('email')} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-company" label="Company (optional)" error={errors.company?.message}>
          {(field) => (
            <Input autoComplete="organization" maxLength={COMPANY_MAX_LENGTH} {...field} {...register('company')} />
          )}
        </FormField>
        <Controller
          control={control}
          name="planInterest"
          render={({ field: { value, onChange, onBlur, ref, name } }) => (
            <FormField id="contact-plan-interest" label="Plan interest (optional)" error={errors.planInterest?.message}>
              {(field) => (
                <Select name={name} value={value ?? ''} onValueChange={(next) => onChange(next as PlanInterest)}>
                  <SelectTrigger ref={ref} onBlur={onBlur} {...field}>
                    <SelectValue placeholder="Choose a plan" />
                  </SelectTrigger>
                  <SelectContent>
                    {planInterests.map((plan) => (
                      <SelectItem key={plan} value={plan}>
                        {planInterestLabels[plan]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      </div>
      <FormField id="contact-subject" label="Subject (optional)" error={errors.subject?.message}>
        {(field) => (
          <Input
            autoComplete="off"
            placeholder="What is this about?"
            maxLength={CONTACT_SUBJECT_MAX_LENGTH}
            {...field}
            {...register('subject')}
          />
        )}
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        required
        hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
        error={errors.message?.message}
      >
        {(field) => (
          <Textarea
            rows={6}
            placeholder="Tell us how we can help"
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            {...field}
            {...register('message')}
          />
        )}
      </FormField>
      <FormAlert message={failure} />
      <SubmitButton pending={pending} label="Send Message" pendingLabel="Sending..." size="lg" className="w-full sm:w-fit" />
    </form>
  );
}
