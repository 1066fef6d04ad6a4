import type { AiWritingAction } from '@shared/contract/ai';

/** The actions on the writer's text that need a model, as the AI menu names them (issue 15). */
export type TextAction = Extract<AiWritingAction, 'rewrite' | 'shorten' | 'expand' | 'simplify' | 'change-tone' | 'continue' | 'fix'>;

export const TEXT_ACTIONS: Record<TextAction, { label: string; title: string; working: string }> = {
  continue: { label: 'Continue writing', title: 'Continue writing', working: 'Writing what comes next…' },
  rewrite: { label: 'Rewrite', title: 'Rewrite', working: 'Rewriting…' },
  shorten: { label: 'Shorten', title: 'Shorten', working: 'Shortening…' },
  expand: { label: 'Expand', title: 'Expand', working: 'Expanding…' },
  simplify: { label: 'Simplify', title: 'Simplify', working: 'Simplifying…' },
  'change-tone': { label: 'Change tone', title: 'Change tone', working: 'Changing the tone…' },
  // From a writing-feedback finding's card, on the sentence it is in.
  fix: { label: 'Fix with AI', title: 'Fix with AI', working: 'Fixing…' },
};

/** The rewrite family, in the menu's order: they work on the selection or the paragraph at the caret. */
export const REWRITE_ACTIONS = ['rewrite', 'shorten', 'expand', 'simplify'] as const satisfies readonly TextAction[];

/** Tones offered by "Change tone". */
export const TONES = ['Friendly', 'Professional', 'Confident', 'Casual', 'Persuasive', 'Empathetic'] as const;
