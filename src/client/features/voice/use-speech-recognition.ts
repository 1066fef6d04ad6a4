import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { browserRecognizerFactory } from './browser-recognizer';
import { SpeechRecognitionController, type VoiceState } from './speech-recognition-controller';
import type { SpeechSettings } from './speech-settings';
import type { RecognizerFactory } from './speech-recognition-types';

export type UseSpeechRecognitionOptions = Partial<SpeechSettings> & {
  /** Ignore the toggle (and stop listening) while true. */
  disabled?: boolean;
  /** Each newly settled piece of text, in order, with the whole final transcript so far. */
  onFinalSegment?: (segment: string, finalTranscript: string) => void;
  /** Defaults to the browser's recognizer; null means unsupported. */
  createRecognizer?: RecognizerFactory | null;
};

export type SpeechRecognitionApi = VoiceState & {
  start: () => void;
  stop: () => void;
  reset: () => void;
  toggle: () => void;
};

/** Spec §4's voice recognition as a React hook: a thin wrapper over SpeechRecognitionController. */
export function useSpeechRecognition({
  language,
  continuous,
  interimResults,
  maxAlternatives,
  disabled = false,
  onFinalSegment,
  createRecognizer,
}: UseSpeechRecognitionOptions = {}): SpeechRecognitionApi {
  const [controller] = useState(
    () =>
      new SpeechRecognitionController({
        createRecognizer: createRecognizer === undefined ? browserRecognizerFactory() : createRecognizer,
      }),
  );
  // Pages rendered on the server assume support, like most browsers; the browser then says.
  const [serverSnapshot] = useState(() => ({ ...controller.getSnapshot(), isSupported: true }));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, () => serverSnapshot);

  useEffect(() => {
    controller.updateSettings({
      ...(language === undefined ? {} : { language }),
      ...(continuous === undefined ? {} : { continuous }),
      ...(interimResults === undefined ? {} : { interimResults }),
      ...(maxAlternatives === undefined ? {} : { maxAlternatives }),
    });
  }, [controller, language, continuous, interimResults, maxAlternatives]);

  useEffect(() => controller.setDisabled(disabled), [controller, disabled]);

  const reportFinalSegment = useEffectEvent((segment: string, finalTranscript: string) =>
    onFinalSegment?.(segment, finalTranscript),
  );
  useEffect(
    () => controller.onFinalSegment((segment, finalTranscript) => reportFinalSegment(segment, finalTranscript)),
    [controller],
  );

  // Leaving the screen releases the microphone.
  useEffect(() => () => controller.dispose(), [controller]);

  return { ...state, start: controller.start, stop: controller.stop, reset: controller.reset, toggle: controller.toggle };
}
