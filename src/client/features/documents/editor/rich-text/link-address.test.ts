import { describe, expect, it } from 'vitest';
import { parseLinkAddress } from './link-address';

describe('parseLinkAddress', () => {
  it('keeps web, mail and in-page addresses', () => {
    expect(parseLinkAddress('https://example.com/a?b=1')).toEqual({ ok: true, href: 'https://example.com/a?b=1' });
    expect(parseLinkAddress('mailto:a@example.com')).toEqual({ ok: true, href: 'mailto:a@example.com' });
    expect(parseLinkAddress('#section')).toEqual({ ok: true, href: '#section' });
  });

  it('completes a bare domain and an email address', () => {
    expect(parseLinkAddress(' example.com/docs ')).toEqual({ ok: true, href: 'https://example.com/docs' });
    expect(parseLinkAddress('team@example.com')).toEqual({ ok: true, href: 'mailto:team@example.com' });
  });

  it('refuses scripts, data and other schemes, and empty or spaced input', () => {
    for (const input of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com', 'vbscript:x']) {
      expect(parseLinkAddress(input).ok).toBe(false);
    }
    expect(parseLinkAddress('   ')).toEqual({ ok: false, error: 'Enter an address, such as https://example.com.' });
    expect(parseLinkAddress('example .com')).toEqual({ ok: false, error: 'An address has no spaces.' });
  });
});
