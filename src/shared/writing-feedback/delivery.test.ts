import { describe, expect, it } from 'vitest';
import { feedbackOn } from './feedback-test-helpers.js';

const delivery = (markdown: string, keyMessages: string[] = []) =>
  feedbackOn(markdown, { brand: { name: 'Northwind', bannedTerms: [], preferredTerms: [], keyMessages } }).delivery;

describe('tone', () => {
  it('reads a warm text as positive and names its warmest sentences first', () => {
    const tone = delivery('We love helping writers. Our customers are happy and the results are excellent. The report has three parts.').tone;
    expect(tone.label).toBe('positive');
    expect(tone.emotive).toBe(2);
    expect(tone.sentences).toBe(3);
    // happy +3 and excellent +3; love +3 and helping +2 (AFINN-165's scores).
    expect(tone.positive.map((sentence) => sentence.score)).toEqual([6, 5]);
    expect(tone.negative).toEqual([]);
  });

  it('reads complaints as negative', () => {
    const tone = delivery('The launch was a terrible failure. Customers were angry and disappointed.').tone;
    expect(tone.label).toBe('negative');
    expect(tone.negative[0]!.score).toBeLessThan(0);
  });

  it('counts a negated feeling the other way: "not good" is not praise', () => {
    const tone = delivery('The service was not good. The food was never great.').tone;
    expect(tone.label).toBe('negative');
    expect(tone.positive).toEqual([]);
  });

  it('calls a factual text neutral, with no sentence driving it', () => {
    const tone = delivery('The report has three parts. Each part covers one region. The appendix lists the sources.').tone;
    expect(tone).toMatchObject({ label: 'neutral', score: 0, emotive: 0, positive: [], negative: [] });
  });
});

describe('formality', () => {
  it('reads contractions, "you", colloquial words and exclamation marks as informal, and counts each', () => {
    const formality = delivery("Hey guys, you're gonna love this awesome stuff! It's super easy, isn't it?").formality;
    expect(formality.label).toBe('informal');
    expect(formality.signs.exclamations).toBe(1);
    expect(formality.signs.contractions).toBe(1); // isn't; "it's" is read as a possessive-like 's and not counted
    expect(formality.signs.personalPronouns).toBe(1); // you're
    expect(formality.signs.informalWords).toBeGreaterThanOrEqual(4); // hey, guys, gonna, awesome, stuff, super
  });

  it('reads an impersonal report as formal', () => {
    const formality = delivery('The committee reviewed the proposal in detail. The findings indicate a measurable improvement in retention across all regions.').formality;
    expect(formality).toMatchObject({ label: 'formal', informalPer100: 0 });
  });

  it('does not take a possessive or a plain word for an informal sign', () => {
    const formality = delivery("The company's results improved. The team's report was clear and thorough in every section.").formality;
    expect(formality.signs).toEqual({ contractions: 0, personalPronouns: 0, informalWords: 0, exclamations: 0 });
  });
});

describe('key messages', () => {
  it('counts a message covered when most of its key words appear, matching word forms by their first letters', () => {
    const [sustainable, returns] = delivery('We make gear sustainably, from recycled fabric, for families who camp.', [
      'Sustainable gear for families',
      'Free returns for a whole year',
    ]).keyMessages;
    expect(sustainable).toEqual({ message: 'Sustainable gear for families', covered: true, found: 3, of: 3 });
    expect(returns).toMatchObject({ covered: false, found: 0 });
  });

  it('does not count function words: a text sharing only "for" and "the" covers nothing', () => {
    const [message] = delivery('This is for the team.', ['Built for the long haul']).keyMessages;
    expect(message).toMatchObject({ covered: false, found: 0, of: 3 });
  });

  it('is empty without a client', () => {
    expect(feedbackOn('Any text at all.').delivery.keyMessages).toEqual([]);
  });
});
