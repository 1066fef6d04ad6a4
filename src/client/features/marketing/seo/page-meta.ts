import { APP_NAME } from '@/lib/app-name';
import type { PageHead } from '@shared/prerender';
import type { publicPagePaths } from '@shared/routes';
import { blogPosts } from '../content/blog';

type PublicPagePath = (typeof publicPagePaths)[number];

/** The page's own part of the title; the product name is added after it, as on every screen. */
interface PageCopy {
  title: string;
  description: string;
}

/*
 * One record for every public page's title and description: the server writes it into the
 * pre-rendered page's head, and the client applies it on navigation. Keyed by the shared route
 * table, so a public path added there without its entry here fails to compile.
 * Descriptions stay under ~155 characters, the length search results show.
 */
const publicPageCopy: Record<PublicPagePath, PageCopy> = {
  '/': {
    title: 'AI Writing Platform for Writers, Content Teams and Agencies',
    description:
      'Write on-brand content in the voice of an AI personality, manage every client, and check SEO and readability as you type. Start a 14-day free trial.',
  },
  '/comparison': {
    title: 'Compare AI Writing Tools',
    description:
      'See how we compare with four other AI writing tools across 12 features, from brand voice learning to multi-client management and white-label use.',
  },
  '/demo': {
    title: 'Product Demos',
    description:
      'Six short walkthroughs of the writing workflow: sentiment analysis, predictive content, brand management, real-time collaboration and instant generation.',
  },
  '/pricing': {
    title: 'Pricing and Plans',
    description:
      'Plans for individuals, families of writers, enterprises and custom teams. Compare what each includes and start a 30-day free trial, no credit card needed.',
  },
  '/contact': {
    title: 'Contact Sales and Support',
    description:
      'Send us a message about a plan, enterprise support or anything else, and find our contact details and the help centre.',
  },
  '/security': {
    title: 'Security and Data Protection',
    description:
      'How we protect your content and accounts: security features, certifications, data protection and the infrastructure behind the platform.',
  },
  '/status': {
    title: 'System Status',
    description:
      'The live state of the web app and every service behind it, recent incidents, and email updates when something changes.',
  },
  '/api-docs': {
    title: 'API Documentation',
    description:
      'Quick start, an example request, every endpoint and the rate limits of each plan: everything you need to build on the writing API.',
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What personal data we collect, why we collect it, how long we keep it, and the choices and rights you have.',
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The agreement that governs your use of the writing platform, your account, your content and our services.',
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: 'The cookies we use, what each is for, how long it lasts, and how to manage your cookie preferences.',
  },
  '/features': {
    title: 'Features',
    description:
      'Brand voice learning, built-in SEO, style-guide enforcement, content performance prediction, sentiment analysis and more, group by group.',
  },
  '/integrations': {
    title: 'Integrations',
    description:
      'Connect the writing platform to the publishing, collaboration, marketing and storage tools your team already uses.',
  },
  '/support': {
    title: 'Help and Support',
    description:
      'Reach support by chat, email or phone, browse the knowledge base and read answers to the most common questions.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Articles on content strategy, AI-assisted writing, SEO and getting the most out of the platform.',
  },
  '/community': {
    title: 'Community',
    description:
      'Join thousands of writers: community channels, upcoming free events, featured contributors and chat groups.',
  },
  '/about': {
    title: 'About Us',
    description: 'Our mission, the values we work by, the team that leads us, our story so far and the investors behind it.',
  },
  '/careers': {
    title: 'Careers',
    description:
      'Six open positions in engineering, design, marketing and customer success. Remote-first, with benefits, perks and a four-step hiring process.',
  },
  '/mobile': {
    title: 'Mobile Apps',
    description: 'Write, dictate and review on your phone: the writing platform on iOS and Android, and in any mobile browser.',
  },
  '/enterprise': {
    title: 'Enterprise',
    description:
      'Security, control and support for agencies and large content teams: single sign-on, audit logs, white-label use and a dedicated success manager.',
  },
  '/voice-test': {
    title: 'Voice Input Test',
    description: 'Check that voice input works on this device and browser, and see which voice features are ready.',
  },
};

/** A page's document title, in the format every screen uses ("Page · Product"). */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

const publicPaths: readonly string[] = Object.keys(publicPageCopy);
function isPublicPagePath(path: string): path is PublicPagePath {
  return publicPaths.includes(path);
}

const BLOG_POST = /^\/blog\/([^/]+)$/;

/** A blog post describes itself: its own title, and its excerpt as the description. */
function blogPostHead(path: string): PageHead | undefined {
  const slug = BLOG_POST.exec(path)?.[1];
  const post = slug === undefined ? undefined : blogPosts.find((candidate) => candidate.slug === slug);
  return post ? { title: documentTitle(post.title), description: post.excerpt, type: 'article' } : undefined;
}

/** "/pricing/" is "/pricing"; "/" stays "/". */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The head of a public page (query string excluded, trailing slash ignored); undefined for any other path. */
export function pageHeadFor(pathname: string): PageHead | undefined {
  const path = normalizePagePath(pathname);
  if (isPublicPagePath(path)) {
    const copy = publicPageCopy[path];
    return { title: path === '/' ? `${APP_NAME}: ${copy.title}` : documentTitle(copy.title), description: copy.description, type: 'website' };
  }
  return blogPostHead(path);
}

/** Every public page, each blog post included: what the server pre-renders. */
export function prerenderedPagePaths(): string[] {
  return [...publicPaths, ...blogPosts.map((post) => `/blog/${post.slug}`)];
}
