import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAppSecret } from './app-secret.js';
import { createSecretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = createSecretBox('a'.repeat(40));

  it('seals and opens, never the same sealed text twice, and the key is not in it', () => {
    const first = box.seal('sk-live-1234567890');
    expect(first).not.toContain('sk-live');
    expect(box.seal('sk-live-1234567890')).not.toBe(first);
    expect(box.open(first)).toBe('sk-live-1234567890');
  });

  it('refuses an altered text and another secret’s', () => {
    const sealed = box.seal('sk-live-1234567890');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('sk-live-0000000000').toString('base64url')].join('.');
    expect(() => box.open(altered)).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow(/not a sealed secret/);
  });
});

describe('loadAppSecret', () => {
  it('uses APP_SECRET when set, else generates one into DATA_DIR readable by the owner only, and keeps it', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'inkwise-secret-')), 'data');
    expect(await loadAppSecret('x'.repeat(32), dataDir)).toEqual({ secret: 'x'.repeat(32), source: 'environment', generated: false });
    const made = await loadAppSecret(undefined, dataDir);
    expect(made).toMatchObject({ source: 'file', generated: true });
    expect(made.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'app-secret')).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(await loadAppSecret(undefined, dataDir)).toEqual({ secret: made.secret, source: 'file', generated: false });
  });
});
