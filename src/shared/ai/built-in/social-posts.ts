import { characterLength, fitToLength } from './fit-length.js';
import type { SourceText } from './source-text.js';
import { bestFirst, type Variant } from './variant.js';

/** Each network's limit on a post, in characters. */
export const SOCIAL_LIMITS = { x: 280, linkedin: 3000, facebook: 63_206 } as const;
export type SocialNetwork = keyof typeof SOCIAL_LIMITS;

export interface SocialPost extends Variant {
  network: SocialNetwork;
}

/** "green tea" → "#GreenTea"; nothing for a phrase without letters or digits. */
export function hashtag(phrase: string): string {
  const body = phrase
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
  return body ? `#${body}` : '';
}

/**
 * Posts that announce the document on X, LinkedIn and Facebook from its own sentences: a hook
 * (the lead's first sentence, or a sentence of the summary), the title, and hashtags from the
 * keywords, each within its network's limit (X's 280 characters include the link's 23).
 */
export function socialPosts(
  source: SourceText,
  options: { keywords?: readonly string[]; link?: string | null; count?: number } = {},
): SocialPost[] {
  const tags = [...new Set((options.keywords ?? []).map(hashtag).filter(Boolean))].slice(0, 3).join(' ');
  const link = options.link ?? '';
  // X counts every link as 23 characters, whatever its length.
  const linkCost = link ? 24 : 0;
  const hooks = [source.lead[0], source.sentences[1]?.text, source.sentences.at(-1)?.text].filter((hook): hook is string => Boolean(hook));
  const posts: SocialPost[] = [];
  hooks.forEach((hook, index) => {
    const xRoom = SOCIAL_LIMITS.x - linkCost - (tags ? characterLength(tags) + 1 : 0);
    const xText = [fitToLength(hook, xRoom), tags].filter(Boolean).join(' ');
    posts.push({ network: 'x', text: link ? `${xText} ${link}` : xText, score: 50 - index * 5, notes: [`${characterLength(xText) + linkCost} of ${SOCIAL_LIMITS.x} characters`] });
  });
  const lead = source.lead.join(' ');
  if (lead || source.title) {
    const linkedin = [source.title, fitToLength(lead, 1200), link, tags].filter(Boolean).join('\n\n');
    posts.push({ network: 'linkedin', text: fitToLength(linkedin, SOCIAL_LIMITS.linkedin), score: 45, notes: ['the title, the lead and hashtags'] });
    const facebook = [fitToLength(lead || source.title, 480), link].filter(Boolean).join('\n\n');
    posts.push({ network: 'facebook', text: facebook, score: 40, notes: ['the lead, short enough to show without “See more”'] });
  }
  return bestFirst(posts, options.count ?? 5) as SocialPost[];
}
