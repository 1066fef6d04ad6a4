import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.js';

describe('mail templates', () => {
  it('name the app and carry the link in both the text and the HTML body', () => {
    const link = 'https://write.example.com/reset-password?token=abc';
    for (const template of ['password-reset', 'email-verification'] as const) {
      const mail = renderMail({ template, to: 'ada@example.com', firstName: 'Ada', link }, 'Quillcraft');
      expect(mail.subject).toContain('Quillcraft');
      expect(mail.text).toContain('Quillcraft');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('Quillcraft');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).not.toContain('<');
    }
  });

  it('says how long a reset link works and that using it signs out everywhere', () => {
    const { text } = renderMail({ template: 'password-reset', to: 'a@example.com', firstName: 'Ada', link: 'https://x.example/r' }, 'Inkwise');
    expect(text).toContain('within 60 minutes');
    expect(text).toContain('signs you out everywhere');
  });

  it('escapes what a user typed (a first name) in the HTML body', () => {
    const mail = renderMail({ template: 'email-verification', to: 'a@example.com', firstName: '<script>x</script>', link: 'https://x.example/v?token=1&x="2"' }, 'Ink & Co');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('Ink &#38; Co');
    expect(mail.html).toContain('href="https://x.example/v?token=1&#38;x=&#34;2&#34;"');
  });

  it('invites to a workspace by name, with the role and the link, escaping what people typed', () => {
    const link = 'https://write.example.com/invite/abc';
    const mail = renderMail(
      { template: 'workspace-invitation', to: 'bo@example.com', inviterName: 'Ada <b>L</b>', workspaceName: 'Tea & Co', role: 'admin', link },
      'Inkwise',
    );
    expect(mail.subject).toBe('Ada <b>L</b> invited you to Tea & Co on Inkwise');
    expect(mail.text).toContain('Ada <b>L</b> invited you to join Tea & Co on Inkwise as an admin.');
    expect(mail.text).toContain('within 7 days');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<b>L</b>');
    expect(mail.html).toContain('Tea &#38; Co');
  });

  it('tells a mentioned member who mentioned them where, with the comment and the link, escaping what people wrote', () => {
    const link = 'https://write.example.com/editor/12?thread=3';
    const mail = renderMail(
      { template: 'comment-mention', to: 'bo@example.com', firstName: 'Bo', actorName: 'Ada <b>L</b>', documentTitle: 'Tea & Co', excerpt: 'See <script>x</script> @Bo', link },
      'Inkwise',
    );
    expect(mail.subject).toBe('Ada <b>L</b> mentioned you on “Tea & Co”');
    expect(mail.text).toContain('Ada <b>L</b> mentioned you in a comment on “Tea & Co”:');
    expect(mail.text).toContain('“See <script>x</script> @Bo”');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Tea &#38; Co');
  });
});
