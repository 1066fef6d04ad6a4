import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicDocument } from '../../shared/contract/public-api/documents.js';
import { apiIdempotencyKeys, documents } from '../db/schema.js';
import { apiAccount, v1 } from '../../../tests/support/public-api.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let key: string;
let workspaceId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ key, workspaceId } = await apiAccount(t));
});
afterAll(async () => {
  await t.close();
});

const documentCount = async () =>
  (await t.database.db.select({ count: sql<number>`count(*)::int` }).from(documents).where(eq(documents.workspaceId, workspaceId)))[0]!.count;
const create = (body: object, idempotencyKey: string, as = key) => v1(t, as, 'POST', '/api/v1/documents', body, { 'idempotency-key': idempotencyKey });

describe('Idempotency-Key on POST /api/v1', () => {
  it('runs a request once: the same key and body get the stored answer again, marked as replayed', async () => {
    const before = await documentCount();
    const first = await create({ title: 'Once only', content: 'Written once.' }, 'order-1001');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create({ title: 'Once only', content: 'Written once.' }, 'order-1001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<PublicDocument>()).toEqual(first.json<PublicDocument>());
    expect(await documentCount()).toBe(before + 1);
  });

  it('refuses the same key with a different body with 422, and stores nothing', async () => {
    await create({ title: 'First body' }, 'order-2002');
    const before = await documentCount();
    const reused = await create({ title: 'Another body' }, 'order-2002');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await documentCount()).toBe(before);
  });

  it('keeps answers 24 hours: an older key runs the request again', async () => {
    await create({ title: 'Yesterday' }, 'order-3003');
    await t.database.db.update(apiIdempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(apiIdempotencyKeys.key, 'order-3003'));
    const before = await documentCount();
    const rerun = await create({ title: 'Yesterday' }, 'order-3003');
    expect(rerun.statusCode).toBe(201);
    expect(rerun.headers['idempotent-replayed']).toBeUndefined();
    expect(await documentCount()).toBe(before + 1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    // As the row stands while its request runs: claimed, with no answer yet.
    expect((await create({ title: 'Busy' }, 'order-4004')).statusCode).toBe(201);
    await t.database.db.update(apiIdempotencyKeys).set({ statusCode: null, response: null }).where(eq(apiIdempotencyKeys.key, 'order-4004'));
    const busy = await create({ title: 'Busy' }, 'order-4004');
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ code: 'idempotency_key_in_use' });
  });

  it('keeps a client error’s answer too, but not a refusal before the request ran (bad input), and is per workspace', async () => {
    const missing = await v1(t, key, 'POST', '/api/v1/generate', { type: 'headlines', document_id: 999_999 }, { 'idempotency-key': 'gen-1' });
    expect(missing.statusCode).toBe(404);
    const replayed = await v1(t, key, 'POST', '/api/v1/generate', { type: 'headlines', document_id: 999_999 }, { 'idempotency-key': 'gen-1' });
    expect(replayed.statusCode).toBe(404);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    const invalid = await create({ title: 42 }, 'order-5005');
    expect(invalid.statusCode).toBe(400);
    // The body never passed validation: the key is still free for the corrected request.
    expect((await create({ title: 'Fixed' }, 'order-5005')).statusCode).toBe(201);

    const { key: otherKey } = await apiAccount(t);
    const elsewhere = await create({ title: 'Once only', content: 'Written once.' }, 'order-1001', otherKey);
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key that is empty, too long or not printable ASCII', async () => {
    for (const bad of ['x'.repeat(256), 'café']) {
      const response = await create({ title: 'Never' }, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_idempotency_key' });
    }
  });
});
