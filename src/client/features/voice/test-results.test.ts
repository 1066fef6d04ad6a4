import { describe, expect, it } from 'vitest';
import { newTestResults, shouldCloseSheet, type TranscriptArrival } from './test-results.js';

const arrival = (change: Partial<TranscriptArrival> = {}): TranscriptArrival => ({
  transcript: 'Hello there',
  language: 'en-US',
  segmentsThisSession: 1,
  fromMobilePanel: false,
  ...change,
});

describe('newTestResults', () => {
  it('adds "Real-time Transcription - Working" for a first non-empty transcript', () => {
    expect(newTestResults(arrival(), [])).toEqual([
      { feature: 'Real-time Transcription', label: 'Real-time Transcription - Working' },
    ]);
  });

  it('adds nothing for an empty or blank transcript', () => {
    expect(newTestResults(arrival({ transcript: '   ' }), [])).toEqual([]);
  });

  it('adds each further feature a transcript proves, once', () => {
    const first = newTestResults(arrival(), []);
    const second = newTestResults(
      arrival({ segmentsThisSession: 2, language: 'fr-FR', fromMobilePanel: true }),
      first,
    );
    expect(second.map((result) => result.label)).toEqual([
      'Continuous Listening - Working',
      'Multiple Languages - Working',
      'Mobile Optimized - Working',
    ]);
    expect(newTestResults(arrival({ segmentsThisSession: 3 }), [...first, ...second])).toEqual([]);
  });
});

describe('shouldCloseSheet', () => {
  it('is true only for more than 10 characters once trimmed', () => {
    expect(shouldCloseSheet('   0123456789   ')).toBe(false);
    expect(shouldCloseSheet('Hello world')).toBe(true);
  });
});
