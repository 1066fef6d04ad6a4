/*
 * The part of the Web Speech API's SpeechRecognition this feature uses, declared here because
 * TypeScript's DOM library does not ship it (Chrome and Safari still expose it as
 * webkitSpeechRecognition). Unit tests drive a scripted object of this shape.
 */

export interface RecognitionAlternativeLike {
  readonly transcript: string;
}

export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike | undefined;
}

export interface RecognitionResultListLike {
  readonly length: number;
  readonly [index: number]: RecognitionResultLike | undefined;
}

export interface RecognitionResultEventLike {
  /** The first result that changed in this event; earlier ones were reported before. */
  readonly resultIndex: number;
  readonly results: RecognitionResultListLike;
}

export interface RecognitionErrorEventLike {
  /** The Web Speech API's error code, e.g. "not-allowed" or "no-speech". */
  readonly error: string;
}

export interface RecognizerLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: RecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

/** Makes a fresh recognizer; null where the browser has no speech recognition. */
export type RecognizerFactory = () => RecognizerLike;
