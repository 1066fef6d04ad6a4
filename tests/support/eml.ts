/**
 * Reading a mail as sent (RFC 822 text, from the outbox or an SMTP conversation) without a mail
 * parser: nodemailer writes long lines of the text part as quoted-printable, which this undoes.
 */
export interface ReadMail {
  to: string;
  subject: string;
  /** The whole message with quoted-printable undone: headers, text and HTML parts. */
  decoded: string;
}

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function readMail(raw: string): ReadMail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  return { to: header('To'), subject: header('Subject'), decoded: decodeQuotedPrintable(raw) };
}

/** The token of the first link to `path` in the mail (`/reset-password?token=…`). */
export function tokenLinkIn(mail: ReadMail, path: string): { link: string; token: string } | undefined {
  const match = new RegExp(`(https?://[^\\s"<>/]+${path}\\?token=([A-Za-z0-9_-]+))`).exec(mail.decoded);
  return match ? { link: match[1]!, token: match[2]! } : undefined;
}
