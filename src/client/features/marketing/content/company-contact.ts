/**
 * The company's public contact points, used by /contact, /support and the legal pages. A
 * white-label deployment edits them here. (Not derived from APP_NAME: on the server the name is a
 * placeholder swapped in after rendering, so anything computed from it would differ from the browser's.)
 */
const mailDomain = 'inkwise.com';

export const companyContact = {
  salesEmail: `sales@${mailDomain}`,
  supportEmail: `support@${mailDomain}`,
  privacyEmail: `privacy@${mailDomain}`,
  legalEmail: `legal@${mailDomain}`,
  careersEmail: `careers@${mailDomain}`,
  phone: '+1 (415) 555-0132',
  phoneHref: 'tel:+14155550132',
  address: '548 Market Street, Suite 300, San Francisco, CA 94104',
  supportHours: 'Mon-Fri 9AM-6PM PST',
} as const;
