/** A mail ready to leave: one recipient, a subject, and the same words as plain text and HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: an SMTP server, or the outbox folder when none is configured. */
export interface MailTransport {
  /** Resolves once the mail is accepted (by the server, or written); throws to be retried. */
  send(message: MailMessage): Promise<void>;
}
