import { describe, expect, it } from 'vitest';
import { feedbackOn } from '../../shared/writing-feedback/feedback-test-helpers.js';
import { measureInThread } from './feedback-thread-client.js';

const text = '# The the plan\n\nWe recieve an useful tool. The report was written by the committee, and it is really quite cheap.';
const brand = { name: 'Acme', bannedTerms: ['cheap'], preferredTerms: [] };

describe('the feedback thread', () => {
  it('measures what the engine measures in this thread, for the same text and options', async () => {
    const inThread = await measureInThread({ content: text, options: { brand, dictionary: [], expectedWords: [], ignored: [] } });
    const here = feedbackOn(text, { brand });
    expect(inThread).toEqual({ counts: here.counts, readabilityGrade: here.readability.grade });
    expect(inThread!.counts.brand).toBe(1);
  });

  it('answers requests sent together, each with its own result', async () => {
    const [plain, ignored] = await Promise.all([
      measureInThread({ content: 'We recieve it.', options: {} }),
      measureInThread({ content: 'We recieve it.', options: { ignored: ['spelling:recieve'] } }),
    ]);
    expect(plain!.counts.correctness).toBe(1);
    expect(ignored!.counts.correctness).toBe(0);
  });

  it('keeps the main thread free while it reads a long document', async () => {
    const long = Array.from({ length: 400 }, (_, index) => `Paragraph ${index} says the report was written quickly by a committee of writers.`).join('\n\n');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const measured = await measureInThread({ content: long, options: {} });
    clearInterval(ticker);
    expect(measured!.counts.clarity).toBeGreaterThan(100);
    // The timer kept firing while the 5,000-word text was read (a blocked thread would not tick).
    expect(ticks).toBeGreaterThan(3);
  });
});
