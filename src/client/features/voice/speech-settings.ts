/** Spec §3 and §9: the recognizer's settings and their defaults. */
export type SpeechSettings = {
  /** A BCP 47 language tag, e.g. "en-US". */
  language: string;
  /** Keep listening across pauses instead of stopping after the first sentence. */
  continuous: boolean;
  /** Report words while they are still being recognised, not only the settled text. */
  interimResults: boolean;
  maxAlternatives: number;
};

export const DEFAULT_VOICE_LANGUAGE = 'en-US';

export const defaultSpeechSettings: SpeechSettings = {
  language: DEFAULT_VOICE_LANGUAGE,
  continuous: true,
  interimResults: true,
  maxAlternatives: 1,
};

/** Spec §9: in continuous mode the recognizer restarts this long after each final result. */
export const CONTINUOUS_RESTART_DELAY_MS = 100;
