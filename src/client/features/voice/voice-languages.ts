import { DEFAULT_VOICE_LANGUAGE } from './speech-settings';

export type VoiceLanguage = { tag: string; label: string };

/** Languages offered for dictation: widely supported by Chrome, Safari and Edge recognizers. */
export const voiceLanguages: readonly VoiceLanguage[] = [
  { tag: 'en-US', label: 'English (US)' },
  { tag: 'en-GB', label: 'English (UK)' },
  { tag: 'en-AU', label: 'English (Australia)' },
  { tag: 'en-IN', label: 'English (India)' },
  { tag: 'es-ES', label: 'Español (España)' },
  { tag: 'es-MX', label: 'Español (México)' },
  { tag: 'fr-FR', label: 'Français' },
  { tag: 'de-DE', label: 'Deutsch' },
  { tag: 'it-IT', label: 'Italiano' },
  { tag: 'pt-BR', label: 'Português (Brasil)' },
  { tag: 'nl-NL', label: 'Nederlands' },
  { tag: 'ja-JP', label: '日本語' },
  { tag: 'zh-CN', label: '中文 (普通话)' },
  { tag: 'hi-IN', label: 'हिन्दी' },
];

const STORAGE_KEY = 'voiceLanguage';

/** The language chosen last time on this device, else en-US. */
export function storedVoiceLanguage(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && voiceLanguages.some((language) => language.tag === stored)) return stored;
  } catch {
    // Storage blocked (private mode, policies): fall back to the default.
  }
  return DEFAULT_VOICE_LANGUAGE;
}

export function storeVoiceLanguage(tag: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, tag);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
