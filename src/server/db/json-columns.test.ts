import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { findSession } from '../plugins/session.js';
import { isoTime, jsonRowWithout, namedByKey } from './json-columns.js';
import { users } from './schema.js';
import { USER_SECRETS } from './user-without-secrets.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('rows read as JSON', () => {
  it('decode to the row Drizzle reads column by column, times to the millisecond and nulls included', async () => {
    const { userId } = await signedInAccount(t);
    const { db } = t.database;
    // Microseconds PostgreSQL keeps and a Date cannot: both ways must drop them alike.
    await db
      .update(users)
      .set({ lastSignInAt: sql`'2026-01-02T03:04:05.678901Z'::timestamptz`, company: null, twoFactorEnabledAt: null })
      .where(eq(users.id, userId));
    const [read] = await db.select().from(users).where(eq(users.id, userId));
    const allColumns = jsonRowWithout(users, []);
    const [json] = await db.select({ row: allColumns.select }).from(users).where(eq(users.id, userId));
    const decoded = allColumns.decode(json!.row);
    expect(decoded).toEqual(read);
    expect(decoded.lastSignInAt?.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(decoded.createdAt).toBeInstanceOf(Date);
  });

  it('leave out the columns asked, and read the rest as Drizzle does', async () => {
    const { userId } = await signedInAccount(t);
    const { db } = t.database;
    await db.update(users).set({ twoFactorSecretSealed: 'sealed secret' }).where(eq(users.id, userId));
    const withoutSecrets = jsonRowWithout(users, USER_SECRETS);
    const [{ passwordHash, twoFactorSecretSealed, ...read }] = (await db.select().from(users).where(eq(users.id, userId))) as [typeof users.$inferSelect];
    const [json] = await db.select({ row: withoutSecrets.select }).from(users).where(eq(users.id, userId));
    expect(passwordHash.length).toBeGreaterThan(0);
    expect(twoFactorSecretSealed).toBe('sealed secret');
    expect(Object.keys(json!.row)).not.toContain('password_hash');
    expect(Object.keys(json!.row)).not.toContain('two_factor_secret_sealed');
    expect(withoutSecrets.decode(json!.row)).toEqual(read);
  });

  it('give every request a signed-in user without the password hash or the two-factor secret', async () => {
    const { userId, cookie } = await signedInAccount(t);
    await t.database.db.update(users).set({ twoFactorSecretSealed: 'sealed secret' }).where(eq(users.id, userId));
    const session = await findSession(t.database.db, cookie.slice('inkwise_session='.length));
    expect(session?.user.id).toBe(userId);
    expect(session?.user).not.toHaveProperty('passwordHash');
    expect(session?.user).not.toHaveProperty('twoFactorSecretSealed');
    expect(JSON.stringify(session)).not.toContain('sealed secret');
  });

  it('name a selection in SQL by its keys, so its row as JSON holds what Drizzle reads of it under the same keys', async () => {
    const { userId } = await signedInAccount(t);
    const { db } = t.database;
    await db.update(users).set({ company: null, firstName: 'Zoë "Q"' }).where(eq(users.id, userId));
    const fields = namedByKey({
      id: users.id,
      firstName: users.firstName,
      company: users.company,
      createdAt: isoTime(users.createdAt),
      tags: sql<string[]>`json_build_array('a', 'b')`,
    });
    const [read] = await db.select(fields).from(users).where(eq(users.id, userId));
    const row = db.select(fields).from(users).where(eq(users.id, userId)).as('row');
    const [json] = await db.select({ row: sql<Record<string, unknown>>`row_to_json(${sql.identifier('row')})` }).from(row);
    expect(read).toEqual({ id: userId, firstName: 'Zoë "Q"', company: null, createdAt: expect.stringMatching(/Z$/), tags: ['a', 'b'] });
    expect(json!.row).toEqual(read);
  });

  it('print times as toISOString does', async () => {
    const { rows: [row] } = await t.database.db.execute<{ text: string }>(sql`select ${isoTime(sql`'2026-01-02T03:04:05.678901+02:00'::timestamptz`)} as text`);
    expect(row?.text).toBe(new Date('2026-01-02T03:04:05.678901+02:00').toISOString());
  });
});
