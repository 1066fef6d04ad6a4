import {
  headlines,
  metaDescriptions,
  readSource,
  socialPosts,
  subjectLines,
  summaries,
  type Variant,
} from '@shared/ai/built-in/index';
import type { GeneratorKind } from './generator-labels';

export { GENERATORS, type GeneratorKind } from './generator-labels';

/** A variant as the dialog shows it: the text, what it is for, and why it ranks where it does. */
export type GeneratedVariant = Variant & { detail?: string };

export type GeneratorInput = {
  markdown: string;
  /** The focus keyphrase, else the project's first keyword. */
  keyphrase: string | null;
  /** The project's keywords (hashtags for social posts). */
  keywords: readonly string[];
};

/** Runs one generator on the document as it is now (unsaved edits included), in the browser. */
export function generate(kind: GeneratorKind, input: GeneratorInput): GeneratedVariant[] {
  const source = readSource(input.markdown);
  const options = { keyphrase: input.keyphrase };
  switch (kind) {
    case 'headlines':
      return headlines(source, options);
    case 'meta-description':
      return metaDescriptions(source, options);
    case 'subject-lines':
      return subjectLines(source, options).map((line) => ({ ...line, detail: `Preheader: ${line.preheader}` }));
    case 'social-posts':
      return socialPosts(source, { keywords: input.keyphrase ? [input.keyphrase, ...input.keywords] : input.keywords }).map((post) => ({
        ...post,
        detail: { x: 'X', linkedin: 'LinkedIn', facebook: 'Facebook' }[post.network],
      }));
    case 'summarize':
      return summaries(source);
  }
}
