import {
  AudioLines,
  Globe,
  Laptop,
  Monitor,
  RefreshCw,
  ShieldCheck,
  Smartphone,
  TabletSmartphone,
  WifiOff,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export type CompatibilityCard = { platform: string; icon: LucideIcon; browsers: readonly string[] };
export type ChecklistItem = { title: string; description: string; icon: LucideIcon };

/** Spec §2, voice test: the page's copy. */
export const voiceTestContent = {
  documentTitle: 'Voice Input Test',
  heading: 'Voice Input Test',
  intro:
    'Check that voice input works on this device. Press Start Voice Input, allow the microphone, and say a sentence or two.',
  compatibilityHeading: 'Device compatibility',
  compatibility: [
    { platform: 'iOS', icon: Smartphone, browsers: ['Safari', 'Chrome'] },
    { platform: 'Android', icon: TabletSmartphone, browsers: ['Chrome', 'Samsung Internet', 'Edge'] },
    { platform: 'Desktop', icon: Monitor, browsers: ['Chrome', 'Edge', 'Safari'] },
  ] satisfies CompatibilityCard[],
  ready: 'Ready',
  inputHeading: 'Try voice input',
  transcriptHeading: 'Test transcript',
  transcriptDescription: 'Everything recognised during this test, as it would be added to your document.',
  transcriptEmpty: 'No text yet',
  resultsHeading: 'Test Results',
  resultsEmpty: 'No results yet. Start voice input and say a sentence: each feature it proves appears here.',
  clearTest: 'Clear Test',
  checklistHeading: 'Voice features',
  checklist: [
    { title: 'Real-time transcription', description: 'Words appear while you speak.', icon: AudioLines },
    { title: 'Offline capability', description: 'Keeps working once the page has loaded.', icon: WifiOff },
    { title: 'Multiple languages', description: 'Dictate in English, Spanish, French, German and more.', icon: Globe },
    { title: 'Continuous listening', description: 'Pause between sentences without pressing Start again.', icon: RefreshCw },
    { title: 'Mobile optimized', description: 'A full-height voice panel on phones.', icon: Smartphone },
    { title: 'Instant sync', description: 'Dictated text lands in your document straight away.', icon: Zap },
    { title: 'Error handling', description: 'Clear messages for microphone, network and silence problems.', icon: ShieldCheck },
    { title: 'Cross-platform', description: 'Works on iOS, Android and desktop browsers.', icon: Laptop },
  ] satisfies ChecklistItem[],
  openSheet: 'Open voice input',
  sheetTitle: 'Voice Input',
  sheetDescription: 'Speak naturally and your words will be added to your document',
} as const;
