export type NavLinkItem = { label: string; to: string };
export type NavLinkGroup = { heading: string; links: NavLinkItem[] };

/** Top bar of the public pages (Login and Start Free sit beside these). */
export const publicTopBarLinks: NavLinkItem[] = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Demo', to: '/demo' },
  { label: 'Enterprise', to: '/enterprise' },
  { label: 'About', to: '/about' },
];

/** Spec §2 Careers: the careers page's own top bar. */
export const careersTopBarLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Features', to: '/features' },
  { label: 'Contact', to: '/contact' },
];

/** Spec §2, landing page footer: every link it lists, grouped. */
export const footerLinkGroups: NavLinkGroup[] = [
  {
    heading: 'Product',
    links: [
      { label: 'Features', to: '/features' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Demo', to: '/demo' },
      { label: 'Mobile', to: '/mobile' },
      { label: 'Enterprise', to: '/enterprise' },
    ],
  },
  {
    heading: 'Developers',
    links: [
      { label: 'API Docs', to: '/api-docs' },
      { label: 'Integrations', to: '/integrations' },
      { label: 'Status', to: '/status' },
    ],
  },
  {
    heading: 'Account',
    links: [
      { label: 'Billing', to: '/subscription' },
      { label: 'Admin', to: '/master' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Support', to: '/support' },
      { label: 'Blog', to: '/blog' },
      { label: 'Community', to: '/community' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
];

/** Spec §2, shared header of the product screens. */
export const productNavLinks: NavLinkItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Editor', to: '/editor' },
  { label: 'Clients', to: '/clients' },
  { label: 'Projects', to: '/projects' },
  { label: 'Files', to: '/files' },
  { label: 'Analytics', to: '/analytics' },
  { label: 'Templates', to: '/templates' },
];

/** Spec §2: the client, project and file screens add this second navigation. */
export const workspaceNavLinks: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Clients', to: '/clients' },
  { label: 'Projects', to: '/projects' },
  { label: 'Files', to: '/files' },
];
