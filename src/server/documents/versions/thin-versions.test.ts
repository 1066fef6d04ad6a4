import { describe, expect, it } from 'vitest';
import { versionsToThin, type VersionStamp } from './thin-versions.js';

const now = new Date('2026-11-25T12:00:00Z');
const at = (iso: string, id: number, kind: VersionStamp['kind'] = 'autosave'): VersionStamp => ({ id, kind, createdAt: new Date(iso) });

describe('versionsToThin', () => {
  it('keeps every version of the last day', () => {
    const versions = [at('2026-11-25T11:50:00Z', 1), at('2026-11-25T11:40:00Z', 2), at('2026-11-24T12:30:00Z', 3)];
    expect(versionsToThin(versions, now)).toEqual([]);
  });

  it('keeps the newest autosave of each hour after a day', () => {
    const versions = [
      at('2026-11-23T09:05:00Z', 1),
      at('2026-11-23T09:25:00Z', 2),
      at('2026-11-23T09:55:00Z', 3),
      at('2026-11-23T10:05:00Z', 4),
    ];
    expect(versionsToThin(versions, now).sort()).toEqual([1, 2]);
  });

  it('keeps the newest autosave of each day after a week', () => {
    const versions = [at('2026-11-10T08:00:00Z', 1), at('2026-11-10T15:00:00Z', 2), at('2026-11-10T23:00:00Z', 3), at('2026-11-11T01:00:00Z', 4)];
    expect(versionsToThin(versions, now).sort()).toEqual([1, 2]);
  });

  it('never thins manual saves or the text a restore replaced', () => {
    const versions = [
      at('2026-11-10T08:00:00Z', 1, 'manual'),
      at('2026-11-10T08:10:00Z', 2, 'manual'),
      at('2026-11-10T08:20:00Z', 3, 'before-restore'),
      at('2026-11-10T08:30:00Z', 4),
    ];
    expect(versionsToThin(versions, now)).toEqual([]);
  });

  it('does not count a manual save as the hour’s autosave', () => {
    const versions = [at('2026-11-23T09:50:00Z', 1, 'manual'), at('2026-11-23T09:30:00Z', 2), at('2026-11-23T09:10:00Z', 3)];
    expect(versionsToThin(versions, now)).toEqual([3]);
  });
});
