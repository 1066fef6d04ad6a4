import { isAllowedLink } from '@shared/rich-text/extensions';

export type LinkAddress = { ok: true; href: string } | { ok: false; error: string };

/**
 * What the writer typed into the link dialog as an href: a bare domain gets https://, an email
 * address mailto:; anything but a web, mail or in-page address is refused with a reason.
 */
export function parseLinkAddress(input: string): LinkAddress {
  const value = input.trim();
  if (value === '') return { ok: false, error: 'Enter an address, such as https://example.com.' };
  if (/\s/.test(value)) return { ok: false, error: 'An address has no spaces.' };
  let href = value;
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(value)) href = `mailto:${value}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('#') && !value.startsWith('/')) href = `https://${value}`;
  if (!isAllowedLink(href)) return { ok: false, error: 'Only web (http, https) and email (mailto) addresses can be linked.' };
  return { ok: true, href };
}
