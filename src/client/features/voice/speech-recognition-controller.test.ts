import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SpeechRecognitionController } from './speech-recognition-controller.js';
import type {
  RecognitionErrorEventLike,
  RecognitionResultEventLike,
  RecognizerLike,
} from './speech-recognition-types.js';

type Phrase = { text: string; isFinal: boolean };

/** A recognizer the test scripts: it records calls and emits the events a browser would. */
class ScriptedRecognizer implements RecognizerLike {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  onresult: ((event: RecognitionResultEventLike) => void) | null = null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  running = false;
  calls: string[] = [];
  /** Thrown by the next start(), to script a start failure. */
  failNextStart: unknown = null;
  /** Like desktop Chrome: start() while running throws InvalidStateError. */
  refuseStartWhileRunning = true;

  start(): void {
    this.calls.push('start');
    if (this.failNextStart !== null) {
      const error = this.failNextStart;
      this.failNextStart = null;
      throw error;
    }
    if (this.running && this.refuseStartWhileRunning) {
      throw Object.assign(new Error('recognition has already started'), { name: 'InvalidStateError' });
    }
    this.running = true;
  }
  stop(): void {
    this.calls.push('stop');
  }
  abort(): void {
    this.calls.push('abort');
    this.running = false;
  }

  /** One result event; `resultIndex` marks where the new results begin. */
  say(phrases: Phrase[], resultIndex = 0): void {
    const results = phrases.map(({ text, isFinal }) => Object.assign([{ transcript: text }], { isFinal }));
    this.onresult?.({ resultIndex, results });
  }
  fail(code: string): void {
    this.onerror?.({ error: code });
  }
  end(): void {
    this.running = false;
    this.onend?.();
  }
}

let recognizers: ScriptedRecognizer[];
const newest = () => recognizers[recognizers.length - 1]!;

function makeController(settings?: ConstructorParameters<typeof SpeechRecognitionController>[0]['settings']) {
  return new SpeechRecognitionController({
    createRecognizer: () => {
      const recognizer = new ScriptedRecognizer();
      recognizers.push(recognizer);
      return recognizer;
    },
    settings,
  });
}

beforeEach(() => {
  recognizers = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SpeechRecognitionController', () => {
  it('starts idle with empty text, supported when the browser has a recognizer', () => {
    const controller = makeController();
    expect(controller.getSnapshot()).toEqual({
      isSupported: true,
      isListening: false,
      finalTranscript: '',
      interimTranscript: '',
      transcript: '',
      error: null,
    });
  });

  it('configures the recognizer with en-US, continuous, interim results and one alternative by default', () => {
    const controller = makeController();
    controller.start();
    expect(newest()).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true, maxAlternatives: 1 });
    expect(newest().calls).toEqual(['start']);
    expect(controller.getSnapshot().isListening).toBe(true);
  });

  it('uses a chosen language from the next start on', () => {
    const controller = makeController({ language: 'fr-FR' });
    controller.start();
    expect(newest().lang).toBe('fr-FR');
    controller.stop();
    controller.updateSettings({ language: 'de-DE' });
    controller.start();
    expect(newest().lang).toBe('de-DE');
  });

  it('does nothing when started while listening or stopped while idle', () => {
    const controller = makeController();
    controller.stop();
    expect(recognizers).toHaveLength(0);
    expect(controller.getSnapshot().isListening).toBe(false);

    controller.start();
    const before = controller.getSnapshot();
    controller.start();
    expect(recognizers).toHaveLength(1);
    expect(newest().calls).toEqual(['start']);
    expect(controller.getSnapshot()).toBe(before);
  });

  it('goes idle on stop, asking the recognizer to finish so spoken words still arrive', () => {
    const controller = makeController();
    controller.start();
    controller.stop();
    expect(newest().calls).toEqual(['start', 'stop']);
    expect(controller.getSnapshot().isListening).toBe(false);

    newest().say([{ text: 'last words', isFinal: true }]);
    newest().end();
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, finalTranscript: 'last words' });
    // Stopped by the user: no restart follows the late final result.
    vi.advanceTimersByTime(1000);
    expect(newest().calls).toEqual(['start', 'stop']);
  });

  it('replaces interim text with the newest interim result and clears it when recognition ends', () => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'hel', isFinal: false }]);
    expect(controller.getSnapshot()).toMatchObject({ interimTranscript: 'hel', transcript: 'hel' });
    newest().say([{ text: 'hello there', isFinal: false }]);
    expect(controller.getSnapshot()).toMatchObject({ interimTranscript: 'hello there', finalTranscript: '' });

    newest().end();
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, interimTranscript: '', transcript: '' });
  });

  it('appends final results to the final transcript, and reports each settled segment', () => {
    const controller = makeController({ continuous: false });
    const segments: string[][] = [];
    controller.onFinalSegment((segment, finalTranscript) => segments.push([segment, finalTranscript]));
    controller.start();
    newest().say([{ text: 'Hello world', isFinal: true }]);
    newest().say([
      { text: 'Hello world', isFinal: true },
      { text: ' how are you', isFinal: true },
      { text: ' tod', isFinal: false },
    ], 1);
    expect(controller.getSnapshot()).toMatchObject({
      finalTranscript: 'Hello world how are you',
      interimTranscript: 'tod',
      transcript: 'Hello world how are you tod',
    });
    expect(segments).toEqual([
      ['Hello world', 'Hello world'],
      ['how are you', 'Hello world how are you'],
    ]);
  });

  it('in continuous mode restarts the recognizer 100 ms after each final result', () => {
    const controller = makeController();
    controller.start();
    const recognizer = newest();
    recognizer.say([{ text: 'First sentence.', isFinal: true }]);
    // Like mobile browsers: the session ends after the sentence.
    recognizer.end();
    expect(controller.getSnapshot().isListening).toBe(false);

    vi.advanceTimersByTime(99);
    expect(recognizer.calls).toEqual(['start']);
    vi.advanceTimersByTime(1);
    expect(recognizer.calls).toEqual(['start', 'start']);
    expect(recognizers).toHaveLength(1);
    expect(controller.getSnapshot()).toMatchObject({ isListening: true, finalTranscript: 'First sentence.' });

    recognizer.say([{ text: 'Second one.', isFinal: true }]);
    vi.advanceTimersByTime(100);
    // Still running (desktop Chrome): the refused second start changes nothing.
    expect(recognizer.calls).toEqual(['start', 'start', 'start']);
    expect(controller.getSnapshot()).toMatchObject({
      isListening: true,
      error: null,
      finalTranscript: 'First sentence. Second one.',
    });
  });

  it('does not restart when not continuous, after an interim result only, or once stopped', () => {
    const single = makeController({ continuous: false });
    single.start();
    newest().say([{ text: 'Just once.', isFinal: true }]);
    newest().end();
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start']);
    expect(single.getSnapshot().isListening).toBe(false);

    const continuous = makeController();
    continuous.start();
    newest().say([{ text: 'not yet final', isFinal: false }]);
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start']);

    newest().say([{ text: 'now final', isFinal: true }]);
    continuous.stop();
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start', 'stop']);
    expect(continuous.getSnapshot().isListening).toBe(false);
  });

  it('a failed restart shows the start failure and stops listening', () => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'One sentence.', isFinal: true }]);
    newest().end();
    newest().failNextStart = new Error('Microphone is busy');
    vi.advanceTimersByTime(100);
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, error: 'Microphone is busy' });
  });

  it('goes idle when recognition ends on its own', () => {
    const controller = makeController();
    controller.start();
    newest().end();
    expect(controller.getSnapshot().isListening).toBe(false);
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start']);
  });

  it.each([
    ['not-allowed', 'Microphone access denied. Please enable microphone permissions.'],
    ['service-not-allowed', 'Microphone access denied. Please enable microphone permissions.'],
    ['no-speech', 'No speech detected. Please try again.'],
    ['network', 'Network error. Voice recognition will work offline when available.'],
    ['audio-capture', 'Speech recognition error: audio-capture'],
    ['aborted', 'Speech recognition error: aborted'],
    ['language-not-supported', 'Speech recognition error: language-not-supported'],
  ])('on a "%s" error stops listening and shows "%s"', (code, message) => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'Something said.', isFinal: true }]);
    newest().fail(code);
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, error: message });
    newest().end();
    // An error ends the session: the restart due after the final result is cancelled.
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start']);
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, error: message });
  });

  it('shows the unsupported error when started in a browser without speech recognition', () => {
    const controller = new SpeechRecognitionController({ createRecognizer: null });
    expect(controller.getSnapshot().isSupported).toBe(false);
    controller.start();
    expect(controller.getSnapshot()).toMatchObject({
      isListening: false,
      error: 'Speech recognition is not supported in this browser.',
    });
  });

  it('shows the error message of a failed start, or a generic one, and stays idle', () => {
    const failing = new SpeechRecognitionController({
      createRecognizer: () => {
        const recognizer = new ScriptedRecognizer();
        recognizer.failNextStart = recognizers.length === 0 ? new Error('Permission dismissed') : { code: 1 };
        recognizers.push(recognizer);
        return recognizer;
      },
    });
    failing.start();
    expect(failing.getSnapshot()).toMatchObject({ isListening: false, error: 'Permission dismissed' });
    failing.start();
    expect(failing.getSnapshot()).toMatchObject({ isListening: false, error: 'Failed to start voice recognition' });
  });

  it('clears the previous error when starting again', () => {
    const controller = makeController();
    controller.start();
    newest().fail('no-speech');
    newest().end();
    expect(controller.getSnapshot().error).toBe('No speech detected. Please try again.');
    controller.start();
    expect(controller.getSnapshot()).toMatchObject({ isListening: true, error: null });
    // A fresh recognizer; the old one was released.
    expect(recognizers).toHaveLength(2);
    expect(recognizers[0]!.calls).toEqual(['start', 'abort']);
  });

  it('ignores events from a recognizer it has replaced', () => {
    const controller = makeController();
    controller.start();
    const old = newest();
    controller.stop();
    controller.start();
    old.say([{ text: 'stale words', isFinal: true }]);
    old.fail('network');
    expect(controller.getSnapshot()).toMatchObject({ isListening: true, finalTranscript: '', error: null });
  });

  it('reset clears every transcript and the error without changing listening', () => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'Kept words', isFinal: true }, { text: 'pending', isFinal: false }]);
    controller.reset();
    expect(controller.getSnapshot()).toMatchObject({
      isListening: true,
      finalTranscript: '',
      interimTranscript: '',
      transcript: '',
      error: null,
    });
    newest().fail('network');
    controller.reset();
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, error: null });
  });

  it('toggle stops when listening, and otherwise resets the text and starts', () => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'Old text', isFinal: true }]);
    newest().fail('no-speech');
    controller.toggle();
    expect(controller.getSnapshot()).toMatchObject({ isListening: true, finalTranscript: '', error: null });
    controller.toggle();
    expect(controller.getSnapshot().isListening).toBe(false);
    expect(newest().calls).toEqual(['start', 'stop']);
  });

  it('ignores the toggle when disabled, and disabling stops listening', () => {
    const controller = makeController();
    controller.start();
    controller.setDisabled(true);
    expect(controller.getSnapshot().isListening).toBe(false);
    controller.toggle();
    expect(controller.getSnapshot().isListening).toBe(false);
    expect(recognizers).toHaveLength(1);
    controller.setDisabled(false);
    controller.toggle();
    expect(controller.getSnapshot().isListening).toBe(true);
  });

  it('notifies subscribers of each change, with a new snapshot only when something changed', () => {
    const controller = makeController();
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    const idle = controller.getSnapshot();
    controller.stop();
    expect(listener).not.toHaveBeenCalled();
    controller.start();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).not.toBe(idle);
    unsubscribe();
    controller.stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dispose releases the microphone silently and keeps the text', () => {
    const controller = makeController();
    controller.start();
    newest().say([{ text: 'Keep me', isFinal: true }, { text: 'and', isFinal: false }]);
    controller.dispose();
    expect(newest().calls).toEqual(['start', 'abort']);
    expect(newest().onend).toBeNull();
    expect(controller.getSnapshot()).toMatchObject({ isListening: false, finalTranscript: 'Keep me', interimTranscript: '' });
    vi.advanceTimersByTime(500);
    expect(newest().calls).toEqual(['start', 'abort']);
    // Usable again afterwards (React's strict mode mounts effects twice).
    controller.start();
    expect(controller.getSnapshot().isListening).toBe(true);
  });
});
