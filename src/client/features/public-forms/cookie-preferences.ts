/**
 * The visitor's cookie choice (/cookies' "Manage Cookie Preferences"), kept in a first-party
 * cookie so it survives reloads and is sent to our own server should it ever need to honour it.
 * Essential cookies (the session) are always on and not part of the choice. No DOM globals here:
 * callers hand in `document`, which keeps this testable and safe to import where pages are
 * pre-rendered.
 */

export type CookiePreferences = {
  analytics: boolean;
  marketing: boolean;
};

export type SavedCookiePreferences = CookiePreferences & {
  /** When the choice was made (ISO 8601). */
  savedAt: string;
};

/** Nothing optional runs until the visitor says yes. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = { analytics: false, marketing: false };
export const ALL_COOKIES: CookiePreferences = { analytics: true, marketing: true };

export const COOKIE_PREFERENCES_NAME = 'inkwise_cookie_preferences';
/** A choice is asked again after six months, as consent guidance commonly recommends. */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const FORMAT_VERSION = 1;

/** What `document` offers: reading gives every cookie, assigning sets one. */
export type CookieJar = { cookie: string };

/** The saved choice in a Cookie header or `document.cookie`; null when none or unreadable. */
export function parseCookiePreferences(cookieHeader: string): SavedCookiePreferences | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== COOKIE_PREFERENCES_NAME) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(pair.slice(separator + 1).trim()));
      if (
        typeof value === 'object' &&
        value !== null &&
        'v' in value &&
        value.v === FORMAT_VERSION &&
        'analytics' in value &&
        typeof value.analytics === 'boolean' &&
        'marketing' in value &&
        typeof value.marketing === 'boolean' &&
        'savedAt' in value &&
        typeof value.savedAt === 'string'
      ) {
        return { analytics: value.analytics, marketing: value.marketing, savedAt: value.savedAt };
      }
    } catch {
      // A cookie someone edited by hand: treated as no choice, so the visitor is asked again.
    }
    return null;
  }
  return null;
}

/** The `document.cookie` assignment that saves a choice for six months on the whole site. */
export function serializeCookiePreferences(
  preferences: CookiePreferences,
  options: { secure: boolean; now?: Date },
): string {
  const value = {
    v: FORMAT_VERSION,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    savedAt: (options.now ?? new Date()).toISOString(),
  };
  const attributes = [`Path=/`, `Max-Age=${MAX_AGE_SECONDS}`, 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  return [`${COOKIE_PREFERENCES_NAME}=${encodeURIComponent(JSON.stringify(value))}`, ...attributes].join('; ');
}

export function readCookiePreferences(jar: CookieJar): SavedCookiePreferences | null {
  return parseCookiePreferences(jar.cookie);
}

export function writeCookiePreferences(
  jar: CookieJar,
  preferences: CookiePreferences,
  options: { secure: boolean; now?: Date },
): SavedCookiePreferences {
  const now = options.now ?? new Date();
  jar.cookie = serializeCookiePreferences(preferences, { secure: options.secure, now });
  return { ...preferences, savedAt: now.toISOString() };
}
