import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { isoTime, rowFromJson } from './json-columns.js';
import { users } from './schema.js';

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
    const [json] = await db.select({ row: sql<Record<string, unknown>>`to_json(${users})` }).from(users).where(eq(users.id, userId));
    const decoded = rowFromJson(users, json!.row);
    expect(decoded).toEqual(read);
    expect(decoded.lastSignInAt?.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(decoded.createdAt).toBeInstanceOf(Date);
  });

  it('print times as toISOString does', async () => {
    const { rows: [row] } = await t.database.db.execute<{ text: string }>(sql`select ${isoTime(sql`'2026-01-02T03:04:05.678901+02:00'::timestamptz`)} as text`);
    expect(row?.text).toBe(new Date('2026-01-02T03:04:05.678901+02:00').toISOString());
  });
});
