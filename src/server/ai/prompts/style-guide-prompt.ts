import type { Prompt } from './build-messages.js';
import { numberedRules } from './build-messages.js';
import { quote, trimTo } from './quoted-material.js';

/** Each sample's share of the prompt: the start of a sample shows its voice as well as the whole. */
export const STYLE_GUIDE_SAMPLE_BUDGET = 3_000;

/**
 * The prompt that drafts a client's written style guide from its samples (brand voice learning,
 * issue 15): the samples as quoted material, and the traits measured from them, so the guide
 * agrees with the figures. The agency edits the result.
 */
export function buildStyleGuidePrompt(brandName: string, samples: ReadonlyArray<{ text: string }>, measured: readonly string[]): Prompt {
  const system = [
    'You are the writing assistant of Inkwise, a writing platform. You describe how a brand writes, so that other writers can write like it.',
    numberedRules(),
  ].join('\n\n');
  const user = [
    `Write a style guide for the brand ${JSON.stringify(brandName)} from the samples of its writing below: 6 to 10 short bullet points under the headings "Voice", "Do" and "Don't", in Markdown, about tone, sentence style, word choice, how it addresses the reader, and words it favours or avoids. Base every point on the samples; agree with the measured traits.`,
    quote('brand', `Measured from the samples:\n${measured.map((line) => `- ${line}`).join('\n')}`),
    ...samples.map((sample) => quote('text', trimTo(sample.text, STYLE_GUIDE_SAMPLE_BUDGET))),
  ].join('\n\n');
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
    maxTokens: 700,
    temperature: 0.4,
    fast: false,
  };
}
