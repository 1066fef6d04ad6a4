import { describe, expect, it } from 'vitest';
import { describeVoice } from './describe-voice.js';
import { distinctiveTerms } from './distinctive-terms.js';
import { measureVoice } from './voice-traits.js';

describe('distinctiveTerms', () => {
  it('finds the content words a brand repeats across samples, not one sample’s topic or function words', () => {
    const samples = [
      'Our trail gear is built for the trail. Trail runners trust our gear on every mountain.',
      'Pack light, move fast: trail gear that keeps up with you. Gear for the trail, made to last.',
      'Lighthouse tours are lovely. Lighthouse lighthouse lighthouse. The trail is near.',
    ];
    const terms = distinctiveTerms(samples);
    expect(terms[0]).toBe('trail');
    expect(terms).toContain('gear');
    expect(terms).not.toContain('lighthouse');
    expect(terms).not.toContain('the');
  });
});

describe('describeVoice', () => {
  it('says in words how a text reads', () => {
    const lines = describeVoice(measureVoice("We make tents. You'll love them! We're out there every weekend, and you should be too. Ready to go?"));
    expect(lines.join(' ')).toMatch(/speaks as “we” and addresses the reader as “you”/);
    expect(lines.join(' ')).toContain('Uses contractions');
    expect(lines.join(' ')).toMatch(/exclamation mark/);
    expect(lines.join(' ')).toMatch(/are questions/);
  });
});
