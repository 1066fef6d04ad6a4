/** The frame every mail shares: a plain-text body, and the same words as simple, inline-styled HTML. */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface MailBody {
  appName: string;
  greeting: string;
  /** Paragraphs before the button. */
  lead: string[];
  action: { label: string; link: string };
  /** Paragraphs after it: how long the link works, what to do if this was not you. */
  after: string[];
}

export function textBody(body: MailBody): string {
  return [body.greeting, ...body.lead, `${body.action.label}:\n${body.action.link}`, ...body.after, `— ${body.appName}`].join('\n\n') + '\n';
}

const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;

export function htmlBody(body: MailBody): string {
  const link = escapeHtml(body.action.link);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.appName)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b;font-size:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(body.appName)}</p>
${paragraph(body.greeting)}
${body.lead.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:14px;color:#52525b">If the button does not work, open this address in your browser:<br><a href="${link}" style="color:#4f46e5;word-break:break-all">${link}</a></p>
${body.after.map(paragraph).join('\n')}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
