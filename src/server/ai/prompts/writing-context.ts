import type { VoiceProfile } from '../../../shared/vocabulary.js';

/**
 * Everything about who a text is written for and in whose voice, as the prompt needs it: the
 * document's personality, its client's brand profile and its project. Loaded for the asking
 * workspace only (load-writing-context.ts); each part is null when the document has none.
 */
export interface WritingContext {
  title: string | null;
  /** `custom`: one the workspace made (its description is the profile's tone; `sample` is its writing). */
  personality: { name: string; voiceProfile: VoiceProfile; sample?: string | null; custom?: boolean } | null;
  brand: {
    name: string;
    industry: string | null;
    description: string | null;
    targetAudience: string | null;
    guidelines: string | null;
    keyMessages: string[];
    bannedTerms: string[];
    preferredTerms: Array<{ term: string; instead: string }>;
    /** The voice learned from the brand's samples: traits in words, recurring and avoided terms, the style guide. */
    voice: { measured: string[]; distinctiveTerms: string[]; avoidedTerms: Array<{ term: string; instead: string }>; styleGuide: string | null } | null;
  } | null;
  project: {
    name: string;
    brief: string | null;
    targetAudience: string | null;
    tone: string | null;
    keywords: string[];
  } | null;
}

export const EMPTY_WRITING_CONTEXT: WritingContext = { title: null, personality: null, brand: null, project: null };
