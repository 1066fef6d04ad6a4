/** SMTP_URL and MAIL_FROM (config.ts), and the outbox used without SMTP_URL. */
export interface MailSettings {
  /** `smtp://` or `smtps://user:pass@host:port`; undefined: mail is written to the outbox. */
  smtpUrl: string | undefined;
  /** The From header: an address, or `Name <address>`. */
  from: string;
  /** DATA_DIR/outbox: where each mail is written as an .eml file when there is no SMTP server. */
  outboxDirectory: string;
}
