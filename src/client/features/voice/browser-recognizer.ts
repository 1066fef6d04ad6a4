import type { RecognizerFactory, RecognizerLike } from './speech-recognition-types';

type RecognizerConstructor = new () => RecognizerLike;
type SpeechScope = { SpeechRecognition?: unknown; webkitSpeechRecognition?: unknown };

/** The browser's recognizer (standard or webkit-prefixed name), or null when it has none. */
export function browserRecognizerFactory(
  scope: SpeechScope | undefined = typeof window === 'undefined' ? undefined : (window as SpeechScope),
): RecognizerFactory | null {
  if (!scope) return null;
  const Recognizer = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (typeof Recognizer !== 'function') return null;
  const Constructor = Recognizer as RecognizerConstructor;
  return () => new Constructor();
}
