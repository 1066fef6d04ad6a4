import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Document, DocumentConflict } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { moveIntoWorkspace, workspaceOwnedBy } from '../../../tests/support/workspace-roles.js';

/**
 * ADR 0045: the title and settings of a co-edited document, changed by two people of one
 * workspace at once. A change made on an older value of a field is refused (409) with the value
 * saved now; changes of different fields, and of the text, never conflict.
 */

let t: TestApp;
let ann: string;
let ben: string;
let stranger: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInAccount(t);
  const member = await signedInAccount(t);
  ({ cookie: stranger } = await signedInAccount(t));
  await moveIntoWorkspace(t.database.db, { userId: member.userId, workspaceId: await workspaceOwnedBy(t.database.db, owner.userId), role: 'member' });
  ann = owner.cookie;
  ben = member.cookie;
});
afterAll(async () => {
  await t.close();
});

const patch = (cookie: string, id: number, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/documents/${id}`, headers: { cookie }, payload });

/** A document both have open, as the editor loaded it. */
async function openedByBoth(): Promise<Document> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: ann },
    payload: { title: 'Launch plan', content: 'The plan.', focusKeyphrase: 'launch plan' },
  });
  expect(created.statusCode).toBe(201);
  const document = created.json<Document>();
  const seen = await t.app.inject({ method: 'GET', url: `/api/documents/${document.id}`, headers: { cookie: ben } });
  expect(seen.statusCode).toBe(200);
  return document;
}

async function stored(id: number): Promise<Document> {
  return (await t.app.inject({ method: 'GET', url: `/api/documents/${id}`, headers: { cookie: ann } })).json<Document>();
}

describe('changing the title and settings of a shared document at once', () => {
  it('refuses a change of the title made on the value someone else has replaced, with theirs and a clear reason', async () => {
    const document = await openedByBoth();
    const first = await patch(ann, document.id, { title: 'Spring launch plan', baseValues: { title: 'Launch plan' } });
    expect(first.statusCode).toBe(200);
    const second = await patch(ben, document.id, { title: 'Summer launch plan', baseValues: { title: 'Launch plan' } });
    expect(second.statusCode).toBe(409);
    const conflict = second.json<DocumentConflict>();
    expect(conflict.fields).toEqual(['title']);
    expect(conflict.error).toBe(
      'Someone else changed the title after you opened this document. Their change is kept and shown now; make yours again if you still want it.',
    );
    expect(conflict.document).toMatchObject({ id: document.id, title: 'Spring launch plan' });
    expect(await stored(document.id)).toMatchObject({ title: 'Spring launch plan', version: first.json<Document>().version });
    // Made again on the value now saved, it goes through.
    const again = await patch(ben, document.id, { title: 'Summer launch plan', baseValues: { title: 'Spring launch plan' } });
    expect(again.statusCode).toBe(200);
    expect(again.json<Document>().title).toBe('Summer launch plan');
  });

  it('keeps both changes when each changes a different field', async () => {
    const document = await openedByBoth();
    expect((await patch(ann, document.id, { title: 'Spring launch plan', baseValues: { title: 'Launch plan' } })).statusCode).toBe(200);
    const other = await patch(ben, document.id, { seoTitle: 'Launch plan for spring', slug: 'spring-launch', baseValues: { seoTitle: null, slug: null } });
    expect(other.statusCode).toBe(200);
    expect(await stored(document.id)).toMatchObject({ title: 'Spring launch plan', seoTitle: 'Launch plan for spring', slug: 'spring-launch' });
  });

  it('is not refused because the text changed meanwhile (the write-back raises the version)', async () => {
    const document = await openedByBoth();
    expect((await patch(ann, document.id, { content: 'The plan, rewritten.' })).statusCode).toBe(200);
    const retitled = await patch(ben, document.id, { focusKeyphrase: 'spring launch', baseValues: { focusKeyphrase: 'launch plan' } });
    expect(retitled.statusCode).toBe(200);
    expect(await stored(document.id)).toMatchObject({ content: 'The plan, rewritten.', focusKeyphrase: 'spring launch' });
  });

  it('refuses the whole change when one of its fields is stale, and names every stale field', async () => {
    const document = await openedByBoth();
    expect(
      (await patch(ann, document.id, { title: 'Spring launch plan', wordGoal: 800, baseValues: { title: 'Launch plan', wordGoal: null } })).statusCode,
    ).toBe(200);
    const stale = await patch(ben, document.id, {
      title: 'Summer launch plan',
      wordGoal: 500,
      slug: 'summer',
      baseValues: { title: 'Launch plan', wordGoal: null, slug: null },
    });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json<DocumentConflict>();
    expect(conflict.fields).toEqual(['title', 'wordGoal']);
    expect(conflict.error).toMatch(/^Someone else changed the title and the word goal after you opened this document\./);
    expect(await stored(document.id)).toMatchObject({ title: 'Spring launch plan', wordGoal: 800, slug: null });
  });

  it('refuses base values that are not fields of the document, or sent with nothing to change', async () => {
    const document = await openedByBoth();
    const unknown = await patch(ann, document.id, { title: 'New', baseValues: { content: 'The plan.' } });
    expect(unknown.statusCode).toBe(400);
    const nothing = await patch(ann, document.id, { baseValues: { title: 'Launch plan' } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ error: string }>().error).toMatch(/Nothing to update/);
    expect((await stored(document.id)).title).toBe('Launch plan');
  });

  it("answers 404, not 409, for another workspace's document", async () => {
    const document = await openedByBoth();
    const answer = await patch(stranger, document.id, { title: 'Mine', baseValues: { title: 'Not its title' } });
    expect(answer.statusCode).toBe(404);
  });
});
