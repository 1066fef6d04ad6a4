import { describe, expect, it } from 'vitest';
import { feedbackOn } from '../../shared/writing-feedback/feedback-test-helpers.js';
import { textBlocks } from '../../shared/writing-feedback/text-blocks.js';
import { analyzeInThread, FEEDBACK_THREADS, measureInThread } from './feedback-thread-client.js';

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

  it('reads an API text in another thread while a long save is measured, so neither waits for the other', async () => {
    // The machines this runs on (development and CI) have at least two cores: one thread per core.
    expect(FEEDBACK_THREADS).toBeGreaterThan(1);
    const short = textBlocks('We recieve it.');
    // Both threads started and their dictionaries loaded: two analyses at once go to two threads.
    await Promise.all([analyzeInThread(short, {}), analyzeInThread(short, {})]);

    const long = Array.from({ length: 1_600 }, (_, index) => `Paragraph ${index} says the report was written quickly by a committee of writers.`).join('\n\n');
    const finished: string[] = [];
    const save = measureInThread({ content: long, options: {} }).then((measured) => {
      finished.push('save');
      return measured;
    });
    const analysis = analyzeInThread(short, {}).then((report) => {
      finished.push('analysis');
      return report;
    });
    const [measured, report] = await Promise.all([save, analysis]);
    expect(measured!.counts.clarity).toBeGreaterThan(1_000);
    expect(report!.counts.correctness).toBe(1);
    expect(finished).toEqual(['analysis', 'save']);
  });
});
