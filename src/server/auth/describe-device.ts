/**
 * A few readable words for the browser a session was opened from ("Chrome on Linux"), for
 * Settings → Account's list of sessions (issue 18). Only this description is stored, never the
 * User-Agent itself. Written here rather than taken from a library: the popular parser
 * (ua-parser-js) is AGPL from version 2, and we need a dozen families, not device models.
 */

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iOS browsers say "Safari".
const browsers: ReadonlyArray<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // No \b before Chrome: headless Chromium says "HeadlessChrome/".
  [/Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iOS before macOS (an iPhone says "like Mac OS X"), Android before Linux.
const systems: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

const firstMatch = (userAgent: string, patterns: ReadonlyArray<[RegExp, string]>) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on Linux", "Firefox", "Android", or null when nothing is recognised. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
