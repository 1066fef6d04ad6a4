/** Spec §8, voice errors: each stops listening and shows in a red alert. */
export const voiceErrorMessages = {
  microphoneDenied: 'Microphone access denied. Please enable microphone permissions.',
  noSpeech: 'No speech detected. Please try again.',
  network: 'Network error. Voice recognition will work offline when available.',
  unsupported: 'Speech recognition is not supported in this browser.',
  startFailed: 'Failed to start voice recognition',
} as const;

/** The text for a recognizer's error event, by its Web Speech API code. */
export function recognitionErrorMessage(code: string): string {
  switch (code) {
    case 'not-allowed':
    case 'service-not-allowed':
      return voiceErrorMessages.microphoneDenied;
    case 'no-speech':
      return voiceErrorMessages.noSpeech;
    case 'network':
      return voiceErrorMessages.network;
    default:
      return `Speech recognition error: ${code}`;
  }
}

/** When start() itself throws: the error's own message, else the generic one. */
export function startFailureMessage(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : voiceErrorMessages.startFailed;
}
