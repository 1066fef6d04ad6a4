import { useCallback, useState } from 'react';
import { DEFAULT_VOICE_LANGUAGE } from './speech-settings';
import { useHydrated } from '@/lib/use-hydrated';
import { storedVoiceLanguage, storeVoiceLanguage } from './voice-languages';

/**
 * The recognition language: the one chosen here, else the one remembered in this browser (read
 * only after hydration, so the first render matches the server's), else en-US. A choice is
 * remembered for next time.
 */
export function useVoiceLanguage(): [language: string, chooseLanguage: (tag: string) => void] {
  const hydrated = useHydrated();
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(null);
  const language = chosenLanguage ?? (hydrated ? storedVoiceLanguage() : DEFAULT_VOICE_LANGUAGE);
  // Stable: the language select it is given skips its parent's renders (memo).
  const chooseLanguage = useCallback((tag: string) => {
    setChosenLanguage(tag);
    storeVoiceLanguage(tag);
  }, []);
  return [language, chooseLanguage];
}
