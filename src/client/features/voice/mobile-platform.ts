export type MobilePlatform = 'ios' | 'android';

/**
 * The mobile platform from the user agent, for the "iOS Ready" / "Android Ready" badges and tips.
 * iPadOS reports itself as a Mac, so a Mac with a touch screen counts as iOS.
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}
