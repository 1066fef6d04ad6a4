import type { HeroContent } from './types';

/** Spec §2: the privacy, terms and cookie pages are each dated December 15, 2024. */
export const LEGAL_LAST_UPDATED = '2024-12-15';

/** Legal pages open with a plain hero: no sales buttons above a policy. */
export function legalHero(title: string, description: string): HeroContent {
  return { eyebrow: 'Legal', title, description, actions: [] };
}
