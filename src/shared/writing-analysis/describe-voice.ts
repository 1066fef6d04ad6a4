import { formalityLabel } from './tone-lexicon.js';
import type { VoiceTraits } from './voice-traits.js';

/**
 * A measured voice in plain sentences, for people (the client's voice card) and for the model
 * (the brand section of every prompt). Thresholds are those at which a reader notices the trait.
 */
export function describeVoice(traits: VoiceTraits): string[] {
  const lines: string[] = [];
  const rhythm = traits.sentenceVariety >= 0.6 ? 'mixing short and long ones' : traits.sentenceVariety <= 0.3 ? 'of even length' : 'varying somewhat in length';
  lines.push(`Sentences average ${Math.round(traits.sentenceLength)} words, ${rhythm}.`);
  if (traits.readingEase !== null) {
    const ease = traits.readingEase >= 70 ? 'easy to read' : traits.readingEase >= 50 ? 'plain' : traits.readingEase >= 30 ? 'fairly demanding' : 'demanding';
    const grade = typeof traits.readingGrade === 'number' ? ` (grade ${traits.readingGrade.toFixed(1)})` : '';
    lines.push(`Reading ease ${Math.round(traits.readingEase)} of 100${grade}: ${ease}.`);
  }
  const person: string[] = [];
  if (traits.we >= 1.5) person.push('speaks as “we”');
  if (traits.you >= 1.5) person.push('addresses the reader as “you”');
  if (traits.i >= 1) person.push('speaks as “I”');
  lines.push(person.length > 0 ? `It ${person.join(' and ')}.` : 'It rarely uses “we”, “you” or “I”.');
  lines.push(traits.contractions >= 1 ? 'Uses contractions (we’re, don’t).' : 'Avoids contractions.');
  lines.push(traits.passive >= 0.2 ? 'Uses the passive voice fairly often.' : 'Mostly active voice.');
  if (traits.exclamations >= 0.05) lines.push(`About ${Math.round(traits.exclamations * 100)}% of sentences end with an exclamation mark.`);
  else lines.push('Almost never exclaims.');
  if (traits.questions >= 0.05) lines.push(`About ${Math.round(traits.questions * 100)}% of sentences are questions.`);
  if (traits.sentiment !== undefined) {
    const tone = traits.sentiment > 0.5 ? 'warm, positive' : traits.sentiment < -0.5 ? 'critical, negative' : 'neutral';
    lines.push(`Its tone is ${tone} (a mean of ${traits.sentiment.toFixed(1)} a sentence on the AFINN word list).`);
  }
  if (traits.formality !== undefined) lines.push(`It reads ${formalityLabel(traits.formality)} (${traits.formality.toFixed(1)} informal signs per 100 words).`);
  return lines;
}
