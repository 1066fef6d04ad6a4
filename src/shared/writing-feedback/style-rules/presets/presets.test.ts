import { describe, expect, it } from 'vitest';
import type { TextBlock } from '../../finding.js';
import { compileStyleRules, runDocumentStyleRules, runStyleRulesOnBlock } from '../compile-style-rules.js';
import { presetRules, presetRuleSummaries, STYLE_GUIDE_PRESETS, type StyleGuidePreset } from './index.js';

/** The rule ids that fire on a text, and on what. */
function fired(preset: StyleGuidePreset, text: string, kind: TextBlock['kind'] = 'paragraph'): string[] {
  const set = compileStyleRules({ preset, files: [], disabled: [] });
  const block = { kind, text };
  return [...runStyleRulesOnBlock(set, block, [{ start: 0, end: text.length }]), ...runDocumentStyleRules(set, [block])]
    .sort((a, b) => a.start - b.start)
    .map((finding) => `${finding.rule}: ${finding.text}`);
}

describe('the presets', () => {
  it('read as Vale rules, each with an id, a description and the guide’s reference', () => {
    for (const preset of STYLE_GUIDE_PRESETS) {
      expect(presetRules(preset).length).toBeGreaterThan(4);
      for (const summary of presetRuleSummaries(preset)) {
        expect(summary.id).toMatch(/^(AP|Chicago|MLA|APA)\.[A-Za-z]+$/);
        expect(summary.description.length).toBeGreaterThan(10);
        expect(summary.reference.length).toBeGreaterThan(2);
      }
    }
  });

  it('can have any rule turned off', () => {
    const set = compileStyleRules({ preset: 'ap', files: [], disabled: ['AP.Numerals', 'AP.Percent'] });
    expect(set.rules.map((rule) => rule.id)).not.toContain('AP.Numerals');
    expect(set.rules).toHaveLength(presetRules('ap').length - 2);
  });

  it('leave ordinary prose alone', () => {
    const prose = 'We met the team in London and agreed on a plan. The results were good, and the report is due next week.';
    for (const preset of STYLE_GUIDE_PRESETS) expect(fired(preset, prose), preset).toEqual([]);
  });
});

describe('AP-style', () => {
  it('fires on its rules, with the fixes AP gives', () => {
    expect(fired('ap', 'We sold 5 boxes.')).toEqual(['style-ap-numerals: 5']);
    expect(fired('ap', 'It grew 40 percent.')).toEqual(['style-ap-percent: 40 percent']);
    expect(fired('ap', 'Red, white, and blue.')).toEqual(['style-ap-serialcomma: ,']);
    expect(fired('ap', 'We meet on January 5 at 3 PM.')).toEqual(['style-ap-months: January', 'style-ap-times: PM']);
    expect(fired('ap', 'Due Oct. 4th at 3:00 p.m., or at 12 noon.')).toEqual(['style-ap-dateordinals: 4th', 'style-ap-onthehour: 3:00', 'style-ap-onthehour: 12 noon']);
    expect(fired('ap', 'Send an e-mail if that is okay.')).toEqual(['style-ap-terms: e-mail', 'style-ap-terms: okay']);
    expect(fired('ap', 'How We Plan Our Year Ahead', 'heading')).toEqual(['style-ap-headings: How We Plan Our Year Ahead']);
  });
  it('does not fire on look-alikes', () => {
    expect(fired('ap', 'We sold 12 boxes, 5% of them, to 3 million people aged 7 years old for $5 in 2024, version 2.5, No. 1.')).toEqual([]);
    expect(fired('ap', 'Red, white and blue, in March 4 at 3 p.m.; I am here.')).toEqual([]);
    expect(fired('ap', 'How we plan our year with Acme', 'heading')).toEqual([]);
  });
});

describe('Chicago-style', () => {
  it('fires on its rules', () => {
    expect(fired('chicago', 'We sold 42 boxes.')).toEqual(['style-chicago-numerals: 42']);
    expect(fired('chicago', 'It grew 12%.')).toEqual(['style-chicago-percent: 12%']);
    expect(fired('chicago', 'We bought apples, pears and plums.')).toEqual(['style-chicago-serialcomma: pears']);
    expect(fired('chicago', 'Bring tea, coffee, milk and sugar.')).toEqual(['style-chicago-serialcomma: milk']);
    expect(fired('chicago', 'The U.S. team, e.g. ours, met on April 1st at 9 AM.')).toEqual([
      'style-chicago-us: U.S.',
      'style-chicago-latin: e.g.',
      'style-chicago-dateordinals: 1st',
      'style-chicago-times: AM',
    ]);
    expect(fired('chicago', 'a guide to the rules', 'heading')).toEqual(['style-chicago-headings: a guide to the rules']);
  });
  it('does not fire on look-alikes', () => {
    expect(fired('chicago', 'We sold 420 boxes in 2024, e.g., to the US, and apples, pears, and plums.')).toEqual([]);
    expect(fired('chicago', 'Yes, you and I agree.')).toEqual([]);
    expect(fired('chicago', 'A Guide to the Rules of Writing', 'heading')).toEqual([]);
  });
});

describe('MLA-style', () => {
  it('fires on its rules', () => {
    expect(fired('mla', 'There were 25 poems, about 30% of them sonnets.')).toEqual(['style-mla-numerals: 25', 'style-mla-percent: 30%']);
    expect(fired('mla', 'She wrote poems, essays and letters.')).toEqual(['style-mla-serialcomma: essays']);
    expect(fired('mla', 'Printed in the U.S. on May 2nd.')).toEqual(['style-mla-us: U.S.', 'style-mla-dateordinals: 2nd']);
    expect(fired('mla', 'the poetry of the war', 'heading')).toEqual(['style-mla-headings: the poetry of the war']);
  });
  it('does not fire on look-alikes', () => {
    expect(fired('mla', 'There were 250 poems in the US, published on May 2, and poems, essays, and letters.')).toEqual([]);
    expect(fired('mla', 'The Poetry of the War', 'heading')).toEqual([]);
  });
});

describe('APA-style', () => {
  it('fires on its rules', () => {
    expect(fired('apa', 'We asked 4 people and twelve teachers.')).toEqual(['style-apa-numerals: 4', 'style-apa-numberwords: twelve']);
    expect(fired('apa', 'About 45 percent agreed.')).toEqual(['style-apa-percent: 45 percent']);
    expect(fired('apa', 'Some tasks, e.g. reading, took long.')).toEqual(['style-apa-latin: e.g.']);
    expect(fired('apa', 'The WHO agreed.')).toEqual(['style-apa-abbreviations: WHO']);
    expect(fired('apa', 'method and results of the study', 'heading')).toEqual(['style-apa-headings: method and results of the study']);
  });
  it('does not fire on look-alikes', () => {
    expect(fired('apa', 'We asked 14 people, 45% of them teachers (e.g., in schools). Twelve teachers agreed.')).toEqual([]);
    expect(fired('apa', 'The World Health Organization (WHO) agreed, and the WHO and NASA say so.')).toEqual([]);
    expect(fired('apa', 'Method and Results of the Study', 'heading')).toEqual([]);
  });
});
