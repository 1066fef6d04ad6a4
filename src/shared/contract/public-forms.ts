import { z } from 'zod';
import {
  COMPANY_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  CONTACT_TOPIC_MAX_LENGTH,
  COVER_LETTER_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../limits.js';
import { findCommunityEvent } from '../public-catalog/community-events.js';
import { findJobPosition } from '../public-catalog/job-positions.js';
import { emailLists, planInterests, type PlanInterest } from '../vocabulary.js';

/**
 * The public site's forms (issue 6): contact, status/newsletter subscriptions, community event
 * registrations and job applications. Visitors send them without an account; the same schemas
 * check the browser forms and the server routes.
 */

/** Trimmed and lower-cased, so one address is one subscriber or registrant however it is typed. */
const emailAddress = z
  .string('Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Absent, null and blank all mean "not given" and are stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const personName = requiredText('Name', NAME_MAX_LENGTH);

/** The plan-interest dropdown of /contact (spec §2), in the spec's order and wording. */
export { planInterests, type PlanInterest } from '../vocabulary.js';
export const planInterestLabels: Record<PlanInterest, string> = {
  individual: 'Individual Plan',
  family: 'Family Plan',
  enterprise: 'Enterprise Plan',
  custom: 'Custom Solution',
};

/**
 * What a contact message is about, as a slug the page that opens the form chooses
 * ("emergency" from /support's emergency chat, "community" from /community's chat buttons…).
 * Known topics have a subject line ready; any other slug is still accepted and reads as words.
 */
export const contactTopicSubjects: Readonly<Record<string, string>> = {
  general: 'General enquiry',
  sales: 'Sales enquiry',
  enterprise: 'Enterprise sales',
  support: 'Support request',
  emergency: 'Emergency support',
  community: 'Community chat',
  partnership: 'Partnership proposal',
  press: 'Press enquiry',
  careers: 'Careers question',
};

export const TOPIC_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page's topic as the slug the API takes ("Emergency Chat" → "emergency-chat"); null when nothing is left. */
export function toTopicSlug(topic: string | undefined): string | null {
  const slug = (topic ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, CONTACT_TOPIC_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || null;
}

/** The subject line a topic suggests: its preset, else the slug as words ("api-access" → "Api access"). */
export function subjectForTopic(topic: string): string {
  const preset = contactTopicSubjects[topic];
  if (preset) return preset;
  const words = topic.replaceAll('-', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const contactMessageBody = z.object({
  name: personName,
  email: emailAddress,
  company: optionalText('Company', COMPANY_MAX_LENGTH),
  planInterest: z
    .enum(planInterests, 'Plan interest must be Individual Plan, Family Plan, Enterprise Plan or Custom Solution')
    .nullish()
    .transform((value) => value ?? null),
  topic: z
    .string()
    .trim()
    .toLowerCase()
    .max(CONTACT_TOPIC_MAX_LENGTH, `Topic must be at most ${CONTACT_TOPIC_MAX_LENGTH} characters`)
    .regex(TOPIC_SLUG, 'Topic must be a short slug such as "emergency"')
    .nullish()
    .transform((value) => value ?? null),
  subject: optionalText('Subject', CONTACT_SUBJECT_MAX_LENGTH),
  message: requiredText('Message', CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageBody = z.input<typeof contactMessageBody>;

/** The status page's subscribe box and the blog's newsletter box. */
export { emailLists, type EmailList } from '../vocabulary.js';

export const emailSubscriptionBody = z.object({
  email: emailAddress,
  list: z.enum(emailLists, 'List must be "status" or "newsletter"'),
});
export type EmailSubscriptionBody = z.input<typeof emailSubscriptionBody>;

/** Ids of the catalogue's events and positions are short slugs; the routes check them against the catalogue. */
const catalogueId = (label: string) =>
  z.string(`${label} is required`).trim().min(1, `${label} is required`).max(100, `${label} is too long`);

export const eventRegistrationBody = z.object({
  eventId: catalogueId('Event').refine(
    (id) => findCommunityEvent(id) !== undefined,
    'That event is not on the community calendar. Reload the page to see the current events.',
  ),
  name: personName,
  email: emailAddress,
});
export type EventRegistrationBody = z.input<typeof eventRegistrationBody>;

/** Digits with the usual separators and an optional leading +; at least 6 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, `${label} must be at most ${URL_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || /^https?:\/\/[^\s/.]+\.[^\s]+$/i.test(value),
      `${label} must be a full link such as https://www.linkedin.com/in/your-name`,
    );

export const jobApplicationBody = z.object({
  /** null: a general application, for no position in particular. */
  positionId: catalogueId('Position')
    .refine(
      (id) => findJobPosition(id) !== undefined,
      'That position is no longer open. Reload the page to see the current openings, or send a general application.',
    )
    .nullish()
    .transform((value) => value ?? null),
  name: personName,
  email: emailAddress,
  phone: optionalText('Phone', PHONE_MAX_LENGTH).refine(
    (value) => value === null || (PHONE.test(value) && value.replace(/\D/g, '').length >= 6),
    'Enter a phone number with at least 6 digits, such as +1 415 555 0100',
  ),
  profileUrl: httpUrl('LinkedIn or portfolio link'),
  coverLetter: requiredText('Cover letter', COVER_LETTER_MAX_LENGTH),
});
export type JobApplicationBody = z.input<typeof jobApplicationBody>;

/** Every public form answers 201 with the confirmation the page shows. */
export const submissionConfirmation = z.object({ message: z.string() });
export type SubmissionConfirmation = z.infer<typeof submissionConfirmation>;
