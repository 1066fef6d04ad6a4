import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { users } from '../db/schema.js';
import { ensureMasterAccount } from './ensure-master-account.js';
import { findAccountByCredentials } from './find-account.js';
import { registerUser } from './register-user.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('ensureMasterAccount', () => {
  it('creates the master account once, storing only a hash of the key', async () => {
    const settings = { email: 'root@agency.example', key: 'first master key' };
    await ensureMasterAccount(database.db, settings);
    await ensureMasterAccount(database.db, settings);
    const rows = await database.db.select().from(users).where(eq(users.email, settings.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isMasterAccount).toBe(true);
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('updates the key when MASTER_KEY changes', async () => {
    await ensureMasterAccount(database.db, { email: 'rotate@agency.example', key: 'old master key 1' });
    await ensureMasterAccount(database.db, { email: 'rotate@agency.example', key: 'new master key 2' });
    expect(await findAccountByCredentials(database.db, 'rotate@agency.example', 'old master key 1')).toBeNull();
    expect(await findAccountByCredentials(database.db, 'rotate@agency.example', 'new master key 2')).not.toBeNull();
  });

  it('refuses to turn an ordinary account into the master account', async () => {
    await registerUser(database.db, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@agency.example',
      company: null,
      password: 'grace password',
    });
    await expect(ensureMasterAccount(database.db, { email: 'GRACE@agency.example', key: 'takeover key 123' })).rejects.toThrow(
      /MASTER_EMAIL .* already belongs to an ordinary account/,
    );
  });

  it('survives two instances creating it at the same moment', async () => {
    const settings = { email: 'race@agency.example', key: 'race master key' };
    await Promise.all([ensureMasterAccount(database.db, settings), ensureMasterAccount(database.db, settings)]);
    expect(await database.db.select().from(users).where(eq(users.email, settings.email))).toHaveLength(1);
  });
});
