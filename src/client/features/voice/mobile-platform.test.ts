import { describe, expect, it } from 'vitest';
import { detectMobilePlatform } from './mobile-platform.js';

const agents = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
};

describe('detectMobilePlatform', () => {
  it('recognises iPhones in Safari and Chrome, and iPads that present themselves as Macs', () => {
    expect(detectMobilePlatform(agents.iphone)).toBe('ios');
    expect(detectMobilePlatform(agents.iphoneChrome)).toBe('ios');
    expect(detectMobilePlatform(agents.ipadOs, 5)).toBe('ios');
  });

  it('recognises Android', () => {
    expect(detectMobilePlatform(agents.android)).toBe('android');
  });

  it('treats desktops, including a Mac without a touch screen, as neither', () => {
    expect(detectMobilePlatform(agents.windows)).toBeNull();
    expect(detectMobilePlatform(agents.ipadOs, 0)).toBeNull();
  });
});
