import {
  headlines,
  metaDescriptions,
  readSource,
  socialPosts,
  subjectLines,
  summaries,
  type Variant,
} from '@shared/ai/built-in/index';

/** The editor's built-in generators, by the label people (and tests) find them under. */
export const GENERATORS = {
  headlines: { label: 'Headlines', title: 'Headlines', limit: 'at most 60 characters each' },
  'meta-description': { label: 'Meta description', title: 'Meta descriptions', limit: 'at most 156 characters each' },
  'social-posts': { label: 'Social posts', title: 'Social posts', limit: 'within each network’s limit' },
  'subject-lines': { label: 'Email subject lines', title: 'Email subject lines', limit: 'at most 60 characters, with a preheader' },
  summarize: { label: 'Summarize', title: 'Summaries', limit: 'sentences taken from the text' },
} as const;

export type GeneratorKind = keyof typeof GENERATORS;

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
