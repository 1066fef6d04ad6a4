import { detectMobilePlatform, type MobilePlatform } from './mobile-platform';

/** This browser's mobile platform, if any (browser only: it reads navigator). */
export function currentMobilePlatform(): MobilePlatform | null {
  return detectMobilePlatform(navigator.userAgent, navigator.maxTouchPoints);
}
