import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandVoice } from '../../../shared/contract/brand-voice.js';
import type { Client } from '../../../shared/contract/clients.js';
import { aiRequests, files, workspaceMembers } from '../../db/schema.js';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../../tests/support/openai-test-server.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

let model: OpenAiTestServer;
let t: TestApp;
let bare: TestApp;
let account: { cookie: string; userId: number };
let other: { cookie: string; userId: number };

/** A sample of about `words` words in the brand's voice: short, "we" and "you", contractions. */
const sample = (topic: string, words = 170) => {
  const sentences = [
    `We build ${topic} for the trail.`,
    "You'll feel the difference on day one.",
    'Our gear is light, tough and simple.',
    "We're out there every weekend, testing it.",
    'Pack less. Walk further.',
    'Your trail gear should never slow you down.',
    'Use it hard.',
  ];
  const out: string[] = [];
  while (out.join(' ').split(/\s+/).length < words) out.push(sentences[out.length % sentences.length]!);
  return out.join(' ');
};

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, cookie: string, payload?: object, app = t) =>
  app.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function newClient(cookie: string, name = 'Trailhead Gear', app = t): Promise<number> {
  return (await call('POST', '/api/clients', cookie, { name }, app)).json<Client>().id;
}

async function workspaceOf(userId: number): Promise<number> {
  const [row] = await t.database.db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return row!.id;
}

async function referenceFile(userId: number, clientId: number, name: string, extractedText: string | null) {
  const [row] = await t.database.db
    .insert(files)
    .values({
      workspaceId: await workspaceOf(userId),
      clientId,
      originalName: name,
      fileType: 'txt',
      mimeType: 'text/plain',
      fileSize: 100,
      storageKey: `voice-test/${name}-${Math.random()}`,
      processingStatus: extractedText === null ? 'pending' : 'completed',
      extractedText,
    })
    .returning({ id: files.id });
  return row!.id;
}

beforeAll(async () => {
  model = await startOpenAiTestServer();
  t = await createTestApp({ ai: { baseUrl: model.baseUrl, apiKey: undefined, model: 'voice-model', fastModel: 'voice-model' } });
  bare = await createTestApp();
  account = await signedInAccount(t);
  other = await signedInAccount(t);
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await model.close();
});

describe('PUT /api/clients/:id/voice', () => {
  it('learns the voice from 3 pasted samples and a reference file, and the client carries it', async () => {
    const clientId = await newClient(account.cookie);
    const fileId = await referenceFile(account.userId, clientId, 'brand-book.txt', sample('backpacks'));
    const answer = await call('PUT', `/api/clients/${clientId}/voice`, account.cookie, {
      samples: [{ text: sample('tents'), name: 'Tent launch post' }, { text: sample('stoves') }, { text: sample('boots') }],
      fileIds: [fileId],
    });
    expect(answer.statusCode).toBe(200);
    const voice = answer.json<BrandVoice>();
    expect(voice.samples.map((s) => s.name)).toEqual(['Tent launch post', 'Sample 2', 'Sample 3', 'brand-book.txt']);
    expect(voice.samples.every((s) => s.words >= 150)).toBe(true);
    expect(voice.traits.sentenceLength).toBeGreaterThan(3);
    expect(voice.traits.sentenceLength).toBeLessThan(9);
    expect(voice.traits.contractions).toBeGreaterThan(1);
    expect(voice.description.join(' ')).toMatch(/speaks as “we” and addresses the reader as “you”/);
    expect(voice.distinctiveTerms).toEqual(expect.arrayContaining(['trail', 'gear']));
    // Short, plain sentences: an early school grade, said beside the reading ease.
    expect(voice.traits.readingGrade).toBeGreaterThanOrEqual(0);
    expect(voice.traits.readingGrade).toBeLessThan(6);
    expect(voice.description.join(' ')).toMatch(/Reading ease \d+ of 100 \(grade \d+\.\d\)/);
    // The samples say "use" again and again, and never "utilize".
    expect(voice.avoidedTerms).toEqual([{ term: 'utilize', instead: 'use' }]);
    expect(voice.styleGuide).toBeNull();
    const listed = (await call('GET', '/api/clients', account.cookie)).json<Client[]>().find((client) => client.id === clientId)!;
    expect(listed.voice).toEqual(voice);
    expect(JSON.stringify(listed)).not.toContain('testing it');
  });

  it('refuses too few or too many samples, a sample under 150 words, and files that are not the client’s or have no text', async () => {
    const clientId = await newClient(account.cookie);
    const otherClient = await newClient(account.cookie, 'Another client');
    const theirFile = await referenceFile(account.userId, otherClient, 'other.txt', sample('kayaks'));
    const pending = await referenceFile(account.userId, clientId, 'scan.pdf', null);
    const cases: Array<[object, RegExp]> = [
      [{ samples: [{ text: sample('a') }, { text: sample('b') }] }, /3 to 5 samples of the brand’s writing; you gave 2/],
      [{ samples: Array.from({ length: 6 }, () => ({ text: sample('x') })) }, /at most 5 samples/],
      [{ samples: [{ text: sample('a') }, { text: 'Too short to say anything.', name: 'Tagline' }, { text: sample('c') }] }, /“Tagline” has 5 words; each sample needs at least 150/],
      [{ samples: [{ text: sample('a') }, { text: sample('b') }], fileIds: [theirFile] }, /not one of this client’s reference files/],
      [{ samples: [{ text: sample('a') }, { text: sample('b') }], fileIds: [pending] }, /“scan\.pdf” has no extracted text yet/],
    ];
    for (const [body, message] of cases) {
      const answer = await call('PUT', `/api/clients/${clientId}/voice`, account.cookie, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.json<{ error: string }>().error).toMatch(message);
    }
    expect((await call('GET', '/api/clients', account.cookie)).json<Client[]>().find((client) => client.id === clientId)!.voice).toBeNull();
  });

  it('answers 404 for another workspace’s client and 401 signed out', async () => {
    const clientId = await newClient(account.cookie);
    const body = { samples: [{ text: sample('a') }, { text: sample('b') }, { text: sample('c') }] };
    expect((await call('PUT', `/api/clients/${clientId}/voice`, other.cookie, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/clients/${clientId}/voice`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/clients/${clientId}/voice/style-guide`, other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/clients/${clientId}/voice`, payload: body })).statusCode).toBe(401);
  });
});

describe('the style guide', () => {
  it('is drafted by the model from the samples and the measured traits, counted as an AI request, then edited and forgotten', async () => {
    const clientId = await newClient(account.cookie);
    expect((await call('POST', `/api/clients/${clientId}/voice/style-guide`, account.cookie)).statusCode).toBe(400);
    await call('PUT', `/api/clients/${clientId}/voice`, account.cookie, { samples: [{ text: sample('tents') }, { text: sample('stoves') }, { text: sample('boots') }] });
    model.queue = [{ kind: 'answer', pieces: ['## Voice\n', '- Short, warm sentences.'] }];
    const drafted = await call('POST', `/api/clients/${clientId}/voice/style-guide`, account.cookie);
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json<BrandVoice>().styleGuide).toBe('## Voice\n- Short, warm sentences.');
    const sent = model.requests.at(-1)!.body.messages![1]!.content;
    expect(sent).toContain('Trailhead Gear');
    expect(sent.match(/<text>\n/g)).toHaveLength(3);
    expect(sent).toMatch(/Sentences average \d+ words/);
    const workspaceId = await workspaceOf(account.userId);
    const rows = await t.database.db.select().from(aiRequests).where(eq(aiRequests.workspaceId, workspaceId));
    expect(rows.at(-1)).toMatchObject({ action: 'style-guide', outcome: 'completed' });

    // The write action's prompt now carries the learned voice and the guide.
    model.queue = [{ kind: 'answer', pieces: ['Fine.'] }];
    await call('POST', '/api/ai/write', account.cookie, { action: 'rewrite', text: 'Hello there.', clientId });
    const system = model.requests.at(-1)!.body.messages![0]!.content;
    expect(system).toContain('Its voice, measured from its own writing');
    expect(system).toContain('- Short, warm sentences.');

    const edited = await call('PATCH', `/api/clients/${clientId}/voice`, account.cookie, { styleGuide: 'Our own words.' });
    expect(edited.json<BrandVoice>().styleGuide).toBe('Our own words.');
    model.queue = [{ kind: 'error', status: 401, message: 'bad key' }];
    const failed = await call('POST', `/api/clients/${clientId}/voice/style-guide`, account.cookie);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ error: string }>().error).toMatch(/refused the API key/);
    expect((await call('GET', '/api/clients', account.cookie)).json<Client[]>().find((c) => c.id === clientId)!.voice!.styleGuide).toBe('Our own words.');

    expect((await call('DELETE', `/api/clients/${clientId}/voice`, account.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/clients', account.cookie)).json<Client[]>().find((c) => c.id === clientId)!.voice).toBeNull();
  });

  it('says no model is connected (503) when there is none', async () => {
    const me = await signedInAccount(bare);
    const clientId = await newClient(me.cookie, 'Bare', bare);
    await call('PUT', `/api/clients/${clientId}/voice`, me.cookie, { samples: [{ text: sample('a') }, { text: sample('b') }, { text: sample('c') }] }, bare);
    const answer = await call('POST', `/api/clients/${clientId}/voice/style-guide`, me.cookie, undefined, bare);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ code: 'ai_not_configured' });
  });
});
