import { DATA_EXPORT_LINK_HOURS } from '../../../shared/limits.js';
import type { MailMessage } from '../mail-message.js';
import { htmlBody, textBody, type MailBody } from './mail-layout.js';

/** "Download my data" (issue 18): the zip is ready; the link leads to Settings → Your data. */
export function dataExportReadyMail(input: { appName: string; to: string; firstName: string; link: string }): MailMessage {
  const body: MailBody = {
    appName: input.appName,
    greeting: `Hello ${input.firstName},`,
    lead: [`The copy of your ${input.appName} data you asked for is ready: your documents as Markdown, your uploaded files, and every record of your account as JSON, in one zip file.`],
    action: { label: 'Download your data', link: input.link },
    after: [
      `The download works for ${DATA_EXPORT_LINK_HOURS} hours, once you are signed in to your account; then the file is deleted. You can ask for a new one in Settings.`,
      'If you did not ask for this, change your password: someone may be signed in to your account.',
    ],
  };
  return { to: input.to, subject: `Your ${input.appName} data is ready to download`, text: textBody(body), html: htmlBody(body) };
}
