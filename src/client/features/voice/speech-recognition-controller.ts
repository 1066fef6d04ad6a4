import { joinTranscript } from './join-transcript.js';
import {
  CONTINUOUS_RESTART_DELAY_MS,
  defaultSpeechSettings,
  type SpeechSettings,
} from './speech-settings.js';
import type {
  RecognitionErrorEventLike,
  RecognitionResultEventLike,
  RecognizerFactory,
  RecognizerLike,
} from './speech-recognition-types.js';
import { recognitionErrorMessage, startFailureMessage, voiceErrorMessages } from './voice-errors.js';

/** Spec §3, voice recognition state. */
export type VoiceState = {
  isSupported: boolean;
  isListening: boolean;
  /** The settled text since the last reset. */
  finalTranscript: string;
  /** The newest words still being recognised; replaced by each interim result. */
  interimTranscript: string;
  /** Final then interim text: what the user has said so far. */
  transcript: string;
  error: string | null;
};

type ControllerOptions = {
  /** null where the browser has no speech recognition. */
  createRecognizer: RecognizerFactory | null;
  settings?: Partial<SpeechSettings>;
};

/** Receives the newly settled text and the whole final transcript including it. */
type FinalSegmentListener = (segment: string, finalTranscript: string) => void;

/**
 * The state machine of spec §4, kept apart from React so it can be tested against a scripted
 * recognizer: idle ↔ listening, errors stop listening, and in continuous mode the recognizer is
 * started again shortly after each final result (mobile browsers end the session after every
 * sentence even when asked to keep listening).
 */
export class SpeechRecognitionController {
  #state: VoiceState;
  readonly #createRecognizer: RecognizerFactory | null;
  #settings: SpeechSettings;
  #recognizer: RecognizerLike | null = null;
  /** True from a user's start until stop, an error, or an end with no restart due. */
  #sessionActive = false;
  #restartTimer: ReturnType<typeof setTimeout> | null = null;
  #disabled = false;
  readonly #listeners = new Set<() => void>();
  readonly #finalListeners = new Set<FinalSegmentListener>();

  constructor({ createRecognizer, settings }: ControllerOptions) {
    this.#createRecognizer = createRecognizer;
    this.#settings = { ...defaultSpeechSettings, ...settings };
    this.#state = {
      isSupported: createRecognizer !== null,
      isListening: false,
      finalTranscript: '',
      interimTranscript: '',
      transcript: '',
      error: null,
    };
  }

  getSnapshot = (): VoiceState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Called with each newly settled piece of text, e.g. to insert it into a document. */
  onFinalSegment(listener: FinalSegmentListener): () => void {
    this.#finalListeners.add(listener);
    return () => this.#finalListeners.delete(listener);
  }

  get settings(): SpeechSettings {
    return this.#settings;
  }

  /** Takes effect the next time the recognizer starts. */
  updateSettings(settings: Partial<SpeechSettings>): void {
    this.#settings = { ...this.#settings, ...settings };
  }

  /** A disabled control ignores its toggle; disabling it while it listens stops listening. */
  setDisabled(disabled: boolean): void {
    this.#disabled = disabled;
    if (disabled) this.stop();
  }

  start = (): void => {
    if (this.#state.isListening) return;
    if (this.#createRecognizer === null) {
      this.#update({ error: voiceErrorMessages.unsupported });
      return;
    }
    this.#cancelRestart();
    this.#discardRecognizer();
    let recognizer: RecognizerLike;
    try {
      recognizer = this.#createRecognizer();
      this.#attach(recognizer);
      this.#configure(recognizer);
      recognizer.start();
    } catch (error) {
      this.#discardRecognizer();
      this.#update({ error: startFailureMessage(error) });
      return;
    }
    this.#sessionActive = true;
    this.#update({ isListening: true, error: null });
  };

  stop = (): void => {
    if (!this.#state.isListening) return;
    this.#sessionActive = false;
    this.#cancelRestart();
    try {
      // stop(), not abort(): words already spoken still arrive as a final result.
      this.#recognizer?.stop();
    } catch {
      // Already stopped by the browser; its end event follows or has passed.
    }
    this.#update({ isListening: false });
  };

  reset = (): void => {
    this.#update({ finalTranscript: '', interimTranscript: '', error: null });
  };

  /** Spec §4: if listening, stop; otherwise reset the text and start. Ignored when disabled. */
  toggle = (): void => {
    if (this.#disabled) return;
    if (this.#state.isListening) {
      this.stop();
      return;
    }
    this.reset();
    this.start();
  };

  /** Releases the microphone silently (the component went away); the text is kept. */
  dispose(): void {
    this.#sessionActive = false;
    this.#cancelRestart();
    this.#discardRecognizer();
    if (this.#state.isListening || this.#state.interimTranscript !== '') {
      this.#update({ isListening: false, interimTranscript: '' });
    }
  }

  #configure(recognizer: RecognizerLike): void {
    recognizer.lang = this.#settings.language;
    recognizer.continuous = this.#settings.continuous;
    recognizer.interimResults = this.#settings.interimResults;
    recognizer.maxAlternatives = this.#settings.maxAlternatives;
  }

  #attach(recognizer: RecognizerLike): void {
    this.#recognizer = recognizer;
    // Events of a recognizer that was replaced or disposed of are ignored.
    recognizer.onresult = (event) => {
      if (this.#recognizer === recognizer) this.#handleResult(event);
    };
    recognizer.onerror = (event) => {
      if (this.#recognizer === recognizer) this.#handleError(event);
    };
    recognizer.onend = () => {
      if (this.#recognizer === recognizer) this.#handleEnd();
    };
  }

  #discardRecognizer(): void {
    const recognizer = this.#recognizer;
    if (!recognizer) return;
    this.#recognizer = null;
    recognizer.onresult = null;
    recognizer.onerror = null;
    recognizer.onend = null;
    try {
      recognizer.abort();
    } catch {
      // Nothing to abort.
    }
  }

  #handleResult(event: RecognitionResultEventLike): void {
    let settled = '';
    let interim = '';
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      const text = result?.[0]?.transcript ?? '';
      if (result?.isFinal) settled = joinTranscript(settled, text);
      else interim += text;
    }
    interim = interim.trim();
    if (settled === '') {
      this.#update({ interimTranscript: interim });
      return;
    }
    this.#update({ finalTranscript: joinTranscript(this.#state.finalTranscript, settled), interimTranscript: interim });
    for (const listener of this.#finalListeners) listener(settled, this.#state.finalTranscript);
    if (this.#settings.continuous && this.#sessionActive) this.#scheduleRestart();
  }

  #handleError(event: RecognitionErrorEventLike): void {
    this.#sessionActive = false;
    this.#cancelRestart();
    this.#update({ isListening: false, error: recognitionErrorMessage(event.error) });
  }

  #handleEnd(): void {
    // With a restart due the session goes on; otherwise this end closes it.
    if (this.#restartTimer === null) this.#sessionActive = false;
    this.#update({ isListening: false, interimTranscript: '' });
  }

  #scheduleRestart(): void {
    this.#cancelRestart();
    this.#restartTimer = setTimeout(() => {
      this.#restartTimer = null;
      this.#restart();
    }, CONTINUOUS_RESTART_DELAY_MS);
  }

  #restart(): void {
    const recognizer = this.#recognizer;
    if (!this.#sessionActive || !recognizer) return;
    try {
      this.#configure(recognizer);
      recognizer.start();
    } catch (error) {
      // Desktop Chrome keeps a continuous session running, and says so by refusing to start twice.
      if (isAlreadyStarted(error)) return;
      this.#sessionActive = false;
      this.#update({ isListening: false, error: startFailureMessage(error) });
      return;
    }
    if (!this.#state.isListening) this.#update({ isListening: true });
  }

  #cancelRestart(): void {
    if (this.#restartTimer === null) return;
    clearTimeout(this.#restartTimer);
    this.#restartTimer = null;
  }

  #update(change: Partial<Omit<VoiceState, 'transcript' | 'isSupported'>>): void {
    const next = { ...this.#state, ...change };
    next.transcript = joinTranscript(next.finalTranscript, next.interimTranscript);
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

function isAlreadyStarted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'InvalidStateError';
}
