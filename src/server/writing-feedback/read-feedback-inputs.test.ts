import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSample } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { workspaceMembers } from '../db/schema.js';
import { readFeedbackInputs } from './read-feedback-inputs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function account() {
  const { cookie, userId } = await signedInAccount(t);
  const [member] = await t.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ id: number }>();
  };
  return { workspaceId: member!.workspaceId, send };
}

describe('what the writing feedback reads besides the text (one statement)', () => {
  it('is empty for a new workspace, with no client asked for', async () => {
    const { workspaceId } = await account();
    expect(await readFeedbackInputs(t.database.db, workspaceId, null)).toEqual({ dictionary: [], styleRuleFiles: [], client: null });
  });

  it('holds the workspace’s words alphabetically whatever their case, its rules by name, and the client’s rules', async () => {
    const { workspaceId, send } = await account();
    for (const word of ['zettelkasten', 'Inkwise', 'agentic']) await send('POST', '/api/dictionary', { word });
    const rule = (name: string) => ({ name, source: `extends: existence\nmessage: "Avoid “%s”."\nlevel: warning\ntokens:\n  - ${name.length}\n` });
    await send('PUT', '/api/style-rules', { files: [rule('Acme/Zeal.yml'), rule('Acme/Hedging.yml')] });
    const preferredTerms = [{ term: 'utilize', instead: 'use' }];
    const client = await send('POST', '/api/clients', { ...clientSample, name: 'Teaco', bannedTerms: ['cheap'], preferredTerms, keyMessages: ['Fresh every week'] });
    await send('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'ap', disabledRules: ['AP.Percent'] });

    expect(await readFeedbackInputs(t.database.db, workspaceId, client.id)).toEqual({
      dictionary: ['agentic', 'Inkwise', 'zettelkasten'],
      styleRuleFiles: [rule('Acme/Hedging.yml'), rule('Acme/Zeal.yml')],
      client: {
        name: 'Teaco',
        bannedTerms: ['cheap'],
        preferredTerms,
        keyMessages: ['Fresh every week'],
        styleGuide: 'ap',
        disabledStyleRules: ['AP.Percent'],
      },
    });
  });

  it('finds no client of another workspace, and none of its words', async () => {
    const own = await account();
    const other = await account();
    await other.send('POST', '/api/dictionary', { word: 'Othername' });
    const theirs = await other.send('POST', '/api/clients', { ...clientSample, name: 'Not yours' });
    expect(await readFeedbackInputs(t.database.db, own.workspaceId, theirs.id)).toEqual({ dictionary: [], styleRuleFiles: [], client: null });
  });
});
