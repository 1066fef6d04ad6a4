import type { EmailList, SubmissionConfirmation } from '../../shared/contract/public-forms.js';
import type { CommunityEvent } from '../../shared/public-catalog/community-events.js';
import type { ContactMessage } from './record-contact-message.js';
import type { RecordedApplication } from './record-job-application.js';

/**
 * The confirmations the public forms show. The response times are the ones the site promises
 * (spec §9: email under 4 hours, emergency chat within 15 minutes, support hours).
 */

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

export function presentContactConfirmation(message: ContactMessage): SubmissionConfirmation {
  const reply =
    message.topic === 'emergency'
      ? 'Emergency requests are answered within 15 minutes.'
      : 'We reply within 4 hours during support hours (Mon-Fri 9AM-6PM PST).';
  return {
    message: `Thanks, ${firstName(message.name)}. Your message has reached our team and we will answer at ${message.email}. ${reply}`,
  };
}

const listConfirmations: Record<EmailList, (email: string) => string> = {
  status: (email) => `${email} is subscribed to status updates. We will write when an incident starts and when it is resolved.`,
  newsletter: (email) => `${email} is subscribed to our newsletter. New articles and product news will arrive in your inbox.`,
};

/** The same answer whether the address was new or already on the list: no one learns who subscribes. */
export function presentSubscriptionConfirmation(list: EmailList, email: string): SubmissionConfirmation {
  return { message: listConfirmations[list](email) };
}

function formatEventDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

export function presentRegistrationConfirmation(event: CommunityEvent, email: string): SubmissionConfirmation {
  return {
    message: `You're registered for “${event.title}” on ${formatEventDate(event.date)} at ${event.time}. The joining details will be sent to ${email}.`,
  };
}

export function presentApplicationConfirmation(application: RecordedApplication): SubmissionConfirmation {
  const what = application.position ? `application for ${application.position.title}` : 'general application';
  return {
    message: `Thanks, ${firstName(application.name)}. Your ${what} has reached our hiring team. We read every application and will write to ${application.email} about next steps.`,
  };
}
