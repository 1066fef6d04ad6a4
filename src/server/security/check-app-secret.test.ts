import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { checkAppSecret } from './check-app-secret.js';
import { createSecretBox } from './secret-box.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('checkAppSecret', () => {
  it('records the first instance’s secret, accepts it again, and tells another secret apart', async () => {
    const first = createSecretBox('first instance secret, at least 32 characters');
    const other = createSecretBox('another instance secret, at least 32 characters');
    expect(await checkAppSecret(database.db, first)).toBe('recorded');
    expect(await checkAppSecret(database.db, first)).toBe('matches');
    expect(await checkAppSecret(database.db, other)).toBe('differs');
    // The first secret stays the one recorded: the refused start changed nothing.
    expect(await checkAppSecret(database.db, first)).toBe('matches');
  });

  it('agrees on one secret when instances start at once', async () => {
    const fresh = await createTestDatabase();
    try {
      const boxes = [createSecretBox('a'.repeat(40)), createSecretBox('b'.repeat(40)), createSecretBox('c'.repeat(40))];
      const results = await Promise.all(boxes.map((box) => checkAppSecret(fresh.db, box)));
      expect(results.filter((result) => result === 'recorded')).toHaveLength(1);
      expect(results.filter((result) => result === 'differs')).toHaveLength(2);
    } finally {
      await fresh.drop();
    }
  });
});
