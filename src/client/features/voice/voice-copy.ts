/** Spec §2, voice input widget: its fixed texts. */
export const voiceCopy = {
  start: 'Start Voice Input',
  stop: 'Stop',
  clear: 'Clear',
  listening: 'Listening...',
  iosReady: 'iOS Ready',
  androidReady: 'Android Ready',
  idlePlaceholder: 'Click the microphone to start speaking...',
  listeningPlaceholder: 'Start speaking...',
  speaking: 'Speaking...',
  empty: 'No text yet',
  unsupported:
    'Voice input is not supported in this browser. Please use Chrome, Safari, or Edge for the best experience.',
  mobileTipsHeading: 'Mobile tips',
  mobileTips: [
    'Works offline once the page has loaded',
    'Tap Start Voice Input and speak clearly',
    'Pause briefly between sentences',
    'On iOS, voice input works in Safari and Chrome',
    'On Android, voice input works best in Chrome',
  ],
} as const;
