import { describe, expect, it } from 'vitest';
import { gradeForAudience } from './audience-grade.js';

describe('a reading grade for an audience described in words', () => {
  it('reads the first cue of the table, most specific first', () => {
    expect(gradeForAudience('Parents of children aged 6–9')).toEqual({ grade: 5, cue: 'children' });
    expect(gradeForAudience('Busy founders and marketing managers')).toEqual({ grade: 10, cue: 'founders' });
    expect(gradeForAudience('Backend engineers at startups')).toEqual({ grade: 12, cue: 'engineers' });
    expect(gradeForAudience('Clinicians in hospitals')).toEqual({ grade: 14, cue: 'Clinicians' });
    expect(gradeForAudience('Everyday shoppers')).toEqual({ grade: 8, cue: 'shoppers' });
  });

  it('says nothing for a description with no cue, or none at all', () => {
    expect(gradeForAudience('Independent grocers')).toBeNull();
    expect(gradeForAudience('')).toBeNull();
    expect(gradeForAudience(null)).toBeNull();
  });

  it('matches whole words only: "kidsize" or "expertise" is no audience', () => {
    expect(gradeForAudience('Kidsize furniture buyers')).toBeNull();
    expect(gradeForAudience('People who value expertise')).toBeNull();
  });
});
