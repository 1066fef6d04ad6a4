import { describe, expect, it } from 'vitest';
import {
  COOKIE_PREFERENCES_NAME,
  parseCookiePreferences,
  readCookiePreferences,
  serializeCookiePreferences,
  writeCookiePreferences,
  type CookieJar,
} from './cookie-preferences.js';

/** Behaves like `document.cookie`: assigning sets one cookie by name, reading lists name=value pairs. */
function fakeDocument(initial: Record<string, string> = {}): CookieJar & { lastAssignment: string } {
  const cookies = new Map(Object.entries(initial));
  let lastAssignment = '';
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      lastAssignment = assignment;
      const [pair = ''] = assignment.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    },
    get lastAssignment() {
      return lastAssignment;
    },
  };
}

const now = new Date('2026-11-23T10:00:00.000Z');

describe('cookie preferences', () => {
  it('reads back what was saved, beside other cookies', () => {
    const jar = fakeDocument({ inkwise_session: 'abc', theme: 'light' });
    const saved = writeCookiePreferences(jar, { analytics: true, marketing: false }, { secure: false, now });
    expect(saved).toEqual({ analytics: true, marketing: false, savedAt: '2026-11-23T10:00:00.000Z' });
    expect(readCookiePreferences(jar)).toEqual(saved);
    expect(jar.cookie).toContain('inkwise_session=abc');
  });

  it('replaces an earlier choice', () => {
    const jar = fakeDocument();
    writeCookiePreferences(jar, { analytics: true, marketing: true }, { secure: false, now });
    writeCookiePreferences(jar, { analytics: false, marketing: false }, { secure: false, now });
    expect(readCookiePreferences(jar)).toMatchObject({ analytics: false, marketing: false });
  });

  it('knows no choice when there is no cookie, or one it cannot read', () => {
    expect(readCookiePreferences(fakeDocument())).toBeNull();
    expect(parseCookiePreferences(`${COOKIE_PREFERENCES_NAME}=not-json`)).toBeNull();
    expect(parseCookiePreferences(`${COOKIE_PREFERENCES_NAME}=${encodeURIComponent('{"v":1,"analytics":"yes"}')}`)).toBeNull();
    expect(parseCookiePreferences(`${COOKIE_PREFERENCES_NAME}=${encodeURIComponent('{"v":9,"analytics":true,"marketing":true,"savedAt":"x"}')}`)).toBeNull();
    expect(parseCookiePreferences(`other_${COOKIE_PREFERENCES_NAME}=x`)).toBeNull();
  });

  it('saves a site-wide first-party cookie for six months, Secure only over https', () => {
    const plain = serializeCookiePreferences({ analytics: false, marketing: true }, { secure: false, now });
    expect(plain).toMatch(new RegExp(`^${COOKIE_PREFERENCES_NAME}=[^;\\s]+; Path=/; Max-Age=15552000; SameSite=Lax$`));
    expect(serializeCookiePreferences({ analytics: false, marketing: true }, { secure: true, now })).toMatch(/; Secure$/);
    const jar = fakeDocument();
    writeCookiePreferences(jar, { analytics: false, marketing: true }, { secure: true, now });
    expect(jar.lastAssignment).toMatch(/; Secure$/);
  });
});
