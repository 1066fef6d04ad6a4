import { APP_NAME } from '@/lib/app-name';
import { blogSlugs, type BlogSlug } from '@shared/public-catalog/blog-slugs';
import type { BlogPost, MarketingPageContent } from './types';

/** Keyed by the shared slug list, so a published slug without an article fails to compile. */
const articles: Record<BlogSlug, Omit<BlogPost, 'slug'>> = {
  'brand-voice-that-scales': {
    title: 'A Brand Voice That Scales: Teaching AI to Sound Like You',
    excerpt:
      'Style guides rarely survive contact with a deadline. Here is how content teams turn a handful of great samples into a voice every writer, human or AI, can follow.',
    author: 'Maya Okafor',
    date: '2026-11-12',
    readTime: '7 min read',
    category: 'AI Writing',
    featured: true,
    body: [
      'Every brand has a voice, but few have written it down in a way that survives a busy week. The style guide says “friendly but authoritative”; the draft due in an hour says whatever its writer had time for. Multiply that by five writers and a dozen clients and the voice drifts.',
      '## Start from writing, not adjectives',
      'Adjectives are easy to agree on and hard to apply. Real samples are the opposite: they show sentence length, how often the brand asks questions, whether it says “we” or “our team”, and which words it never uses. That is why brand voice training starts with three to five pieces the team is genuinely proud of.',
      'Choose samples that differ in format but agree in tone: a product announcement, a help article and a newsletter, say. Variety teaches the difference between what changes with the format and what stays the same because it is the brand.',
      '## Make the voice visible',
      'Once a profile exists, the useful question is no longer “does this sound right?” but “where does it drift?”. Suggestions that point at a specific sentence, with the reason, turn voice from a matter of taste into something an editor can review in minutes.',
      '## Keep a human in the loop',
      `AI is very good at consistency and very bad at knowing when to break it. In ${APP_NAME}, every suggestion is a proposal: writers accept, edit or dismiss it, and the profile can be retrained as the brand evolves. The aim is not to replace the editor's judgement but to spend it on the sentences that matter.`,
      'Teams that work this way report the same thing: fewer rounds of review, and drafts that sound like the brand from the first line.',
    ],
  },
  'seo-briefs-that-rank': {
    title: 'SEO Briefs That Rank Without Sounding Robotic',
    excerpt:
      'Keyword lists make for stiff copy. A brief built around questions, structure and intent gives writers room to sound human and still earns the click.',
    author: 'Daniel Reyes',
    date: '2026-10-28',
    readTime: '6 min read',
    category: 'SEO',
    featured: false,
    body: [
      'The classic SEO brief is a keyword, a word count and a list of competitors. Writers follow it faithfully and produce exactly what it asks for: copy that repeats a phrase until it stops meaning anything.',
      '## Brief the question, not the phrase',
      'Search intent is a question someone is trying to answer. Put that question at the top of the brief, followed by the two or three things a reader must know to act on the answer. Keywords belong in the brief too, as vocabulary to use naturally rather than as a quota.',
      '## Structure is half the ranking',
      'Clear headings, a summary near the top and short paragraphs help readers and search engines alike. A live SEO score that checks headings, length and keyword placement as you write catches structural gaps before an editor has to.',
      '## Readability is not optional',
      'A page that ranks and then loses the reader in its second paragraph has won nothing. Track readability beside the SEO score and treat a drop in either as a reason to revise.',
      'The result is copy that reads as if a person wrote it for another person, which, as it happens, is what search engines are trying to reward.',
    ],
  },
  'agency-client-workflows': {
    title: 'Five Workflow Habits of Agencies Managing Ten or More Clients',
    excerpt:
      'Past a certain number of clients, talent is not the bottleneck: context switching is. These are the habits we see in agencies that stay on-brand at scale.',
    author: 'Priya Natarajan',
    date: '2026-10-09',
    readTime: '5 min read',
    category: 'Agency Tips',
    featured: false,
    body: [
      'We asked agencies that run ten or more client accounts what keeps their work consistent. The answers had little to do with tools and a lot to do with habits.',
      '## 1. One home per client',
      'Brand guidelines, key messages, reference files and active projects live together, per client. Nobody searches a shared drive for last year’s tone document.',
      '## 2. Briefs before drafts',
      'Every project starts with a written brief: audience, tone, keywords and due date. It takes ten minutes and saves hours of rework.',
      '## 3. The voice is applied, not remembered',
      'When each client’s voice is a profile the editor applies automatically, writers can switch accounts without a mental reset.',
      '## 4. Review the outliers',
      'Editors spend their time on the drafts whose scores dip, not on reading every line of every piece.',
      '## 5. Status is visible',
      'A shared view of projects by status (draft, in review, approved) replaces the weekly “where are we?” meeting.',
    ],
  },
  'dictation-for-writers': {
    title: 'Writing Out Loud: Making Dictation Part of Your Drafting Process',
    excerpt:
      'Speaking a first draft can be twice as fast as typing it. A few simple techniques make dictated drafts easier to edit into finished copy.',
    author: 'Maya Okafor',
    date: '2026-09-17',
    readTime: '4 min read',
    category: 'AI Writing',
    featured: false,
    body: [
      'Most people speak far faster than they type, and many think more freely out loud. Dictation turns that into a drafting tool, provided you treat the result as a draft.',
      '## Talk in sections',
      'Dictate one section at a time, starting each with its point in a single sentence. It keeps the draft organised and gives you natural places to pause.',
      '## Do not edit while speaking',
      'Stopping to fix a word breaks the flow that makes dictation fast. Keep going; the editor is where the polishing happens.',
      '## Let the tools tidy up',
      `Voice input in ${APP_NAME} works in the browser on desktop and phone. Once the words are on the page, readability and brand voice suggestions help turn spoken rhythm into written copy.`,
      'Try it on your next outline: you may find the hardest part of writing, getting started, gets a lot easier.',
    ],
  },
};

export const blogPosts: BlogPost[] = blogSlugs.map((slug) => ({ slug, ...articles[slug] }));

export const blogContent: MarketingPageContent = {
  documentTitle: 'Blog',
  hero: {
    eyebrow: 'Blog',
    title: 'Ideas for teams who write for a living',
    description: 'Practical advice on brand voice, SEO, agency workflows and writing with AI, from the people building it.',
    actions: [{ label: 'Join the Community', to: '/community', variant: 'outline' }],
  },
  sections: [
    { kind: 'blog-posts', id: 'posts', heading: 'Latest articles', posts: blogPosts },
    {
      kind: 'embed',
      id: 'newsletter',
      heading: 'Get new articles by email',
      intro: 'One email when we publish something worth reading. No spam, and you can unsubscribe at any time.',
      embed: 'newsletter-signup',
    },
  ],
};
