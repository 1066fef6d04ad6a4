import { z } from 'zod';
import type { MailMessage } from '../mail-message.js';
import { emailVerificationMail } from './email-verification-mail.js';
import { passwordResetMail } from './password-reset-mail.js';

/**
 * What a queued mail keeps: which template, and the few values it fills in. The message itself is
 * rendered when it is sent, with the app's name of that moment.
 */
export const mailContent = z.discriminatedUnion('template', [
  z.object({ template: z.literal('password-reset'), to: z.string(), firstName: z.string(), link: z.string() }),
  z.object({ template: z.literal('email-verification'), to: z.string(), firstName: z.string(), link: z.string() }),
]);
export type MailContent = z.infer<typeof mailContent>;

export function renderMail(content: MailContent, appName: string): MailMessage {
  switch (content.template) {
    case 'password-reset':
      return passwordResetMail({ appName, ...content });
    case 'email-verification':
      return emailVerificationMail({ appName, ...content });
  }
}
