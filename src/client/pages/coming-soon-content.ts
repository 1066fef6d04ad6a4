import { BookOpen, CreditCard, Mic } from 'lucide-react';
import type { ComingSoonContent } from '@/components/coming-soon-panel';
import type { productPagePaths, publicPagePaths } from '../../shared/routes.js';

/** Public paths that already have their real page in this issue. */
export const builtPublicPaths = ['/', '/mobile', '/enterprise'] as const;

/** Product paths that already have their real screen. */
export const builtProductPaths = ['/dashboard', '/editor', '/analytics', '/templates', '/clients', '/projects', '/files'] as const;

export type ComingSoonPublicPath = Exclude<(typeof publicPagePaths)[number], (typeof builtPublicPaths)[number]>;
export type ProductPagePath = (typeof productPagePaths)[number];
export type ComingSoonProductPath = Exclude<ProductPagePath, (typeof builtProductPaths)[number]>;

const publicPages = 'public-pages';

/** Keyed by the shared route table, so a route added there without copy here fails to compile. */
export const publicComingSoon: Record<ComingSoonPublicPath, ComingSoonContent> = {
  '/comparison': { title: 'Comparison', summary: 'How we compare with other writing tools, feature by feature.', arrivesWith: publicPages },
  '/demo': { title: 'Product demos', summary: 'Guided walkthroughs of the writing workflow and AI features.', arrivesWith: publicPages },
  '/pricing': { title: 'Pricing', summary: 'Plans for individuals, teams and enterprises.', arrivesWith: publicPages },
  '/contact': { title: 'Contact', summary: 'Talk to sales or support about your plans.', arrivesWith: publicPages },
  '/security': { title: 'Security', summary: 'How we protect your content, accounts and infrastructure.', arrivesWith: publicPages },
  '/status': { title: 'System status', summary: 'Live status of every service and recent incidents.', arrivesWith: publicPages },
  '/api-docs': { title: 'API documentation', summary: 'Quick start, endpoints and rate limits for the public API.', arrivesWith: publicPages },
  '/privacy': { title: 'Privacy Policy', summary: 'What we collect, why, and the choices you have.', arrivesWith: publicPages, icon: BookOpen },
  '/terms': { title: 'Terms of Service', summary: 'The agreement that governs use of the platform.', arrivesWith: publicPages, icon: BookOpen },
  '/cookies': { title: 'Cookie Policy', summary: 'The cookies we use and how to manage them.', arrivesWith: publicPages, icon: BookOpen },
  '/features': { title: 'Features', summary: 'Every capability of the platform, group by group.', arrivesWith: publicPages },
  '/integrations': { title: 'Integrations', summary: 'Connect the tools your team already uses.', arrivesWith: publicPages },
  '/support': { title: 'Support', summary: 'Support channels, the knowledge base and answers to common questions.', arrivesWith: publicPages },
  '/blog': { title: 'Blog', summary: 'Articles on content strategy, AI writing and the product.', arrivesWith: publicPages },
  '/community': { title: 'Community', summary: 'Channels, events and contributors from our writing community.', arrivesWith: publicPages },
  '/about': { title: 'About us', summary: 'Our mission, our team and the story so far.', arrivesWith: publicPages },
  '/careers': { title: 'Careers', summary: 'Open positions, benefits and how we hire.', arrivesWith: publicPages },
  '/voice-test': { title: 'Voice input test', summary: 'Check that voice input works on this device and browser.', arrivesWith: 'voice-input', icon: Mic },
};

export const productComingSoon: Record<ComingSoonProductPath, ComingSoonContent> = {
  '/subscription': { title: 'Subscription', summary: 'Choose a plan and manage billing.', arrivesWith: 'subscriptions', icon: CreditCard },
};
