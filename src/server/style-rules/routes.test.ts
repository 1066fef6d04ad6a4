import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../shared/contract/clients.js';
import type { Document } from '../../shared/contract/documents.js';
import type { ImportStyleRulesResult, StyleRuleErrorBody, StyleRules } from '../../shared/contract/style-rules.js';
import { clientSample } from '../../../tests/support/route-samples.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  ({ cookie: otherCookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const request = (method: Method, url: string, payload?: unknown, as: string | null = cookie) =>
  t.app.inject({ method, url, headers: as ? { cookie: as } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const hedging = { name: 'Acme/Hedging.yml', source: 'extends: existence\nmessage: "Avoid “%s”."\nlevel: warning\nignorecase: true\ntokens:\n  - arguably\n' };
const terms = { name: 'Terms.yml', source: 'extends: substitution\nmessage: "Use “%s”, not “%s”."\nswap:\n  utilize: use\n' };
const rules = async (as = cookie) => (await request('GET', '/api/style-rules', undefined, as)).json<StyleRules>();

describe('/api/style-rules', () => {
  it('saves the whole set, lists it by name, and deletes what a save leaves out', async () => {
    expect(await rules()).toEqual({ files: [] });
    const saved = await request('PUT', '/api/style-rules', { files: [terms, hedging] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<StyleRules>()).toEqual({ files: [hedging, terms] });
    expect(await rules()).toEqual({ files: [hedging, terms] });
    expect(await rules(otherCookie)).toEqual({ files: [] });
    expect((await request('PUT', '/api/style-rules', { files: [hedging] })).json<StyleRules>()).toEqual({ files: [hedging] });
  });

  it('refuses a rule that does not read with the file and the line, and changes nothing', async () => {
    const before = await rules();
    const broken = { name: 'Acme/Broken.yml', source: 'extends: existence\nmessage: x\ntokens:\n  - fine\n  - "(a+)+$"\n' };
    const response = await request('PUT', '/api/style-rules', { files: [hedging, broken] });
    expect(response.statusCode).toBe(400);
    expect(response.json<StyleRuleErrorBody>()).toEqual({ file: 'Acme/Broken.yml', line: 5, error: expect.stringMatching(/^Acme\/Broken.yml, line 5: Item 2 of `tokens`.*exponential/) });
    const yaml = await request('PUT', '/api/style-rules', { files: [{ name: 'Bad.yml', source: 'extends: existence\nmessage: "open\n' }] });
    expect(yaml.json<StyleRuleErrorBody>()).toMatchObject({ file: 'Bad.yml', line: expect.any(Number), error: expect.stringMatching(/Not valid YAML/) });
    const regex = await request('PUT', '/api/style-rules', { files: [{ name: 'Bad.yml', source: 'extends: substitution\nmessage: x\nswap:\n  "a(b": c\n' }] });
    expect(regex.json<StyleRuleErrorBody>()).toMatchObject({ line: 4, error: expect.stringMatching(/not a valid regular expression/) });
    expect(await rules()).toEqual(before);
  });

  it('refuses bad names, duplicates and too many files', async () => {
    for (const name of ['../etc/passwd.yml', 'Rule.txt', 'a/b/c.yml', 'has space.yml']) {
      expect((await request('PUT', '/api/style-rules', { files: [{ ...hedging, name }] })).statusCode, name).toBe(400);
    }
    expect((await request('PUT', '/api/style-rules', { files: [hedging, { ...hedging, name: 'acme/hedging.yml' }] })).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, index) => ({ name: `R${index}.yml`, source: 'extends: existence\nmessage: x\ntokens: [a]\n' }));
    const response = await request('PUT', '/api/style-rules', { files: many });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/At most 500 rule files/);
  });

  it('answers 10,000 rules within its budget', async () => {
    const files = Array.from({ length: 10_000 }, (_, index) => ({ name: `R${index}.yml`, source: 'extends: existence\nmessage: x\ntokens: [a]\n' }));
    const started = performance.now();
    const response = await request('PUT', '/api/style-rules', { files });
    expect(response.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('imports a Vale style folder: rules added or replaced, other files and checks skipped and said', async () => {
    await request('PUT', '/api/style-rules', { files: [terms] });
    const response = await request('POST', '/api/style-rules/import', {
      files: [
        { name: 'styles/Acme/Hedging.yml', source: hedging.source },
        { name: 'styles/Acme/Spelling.yml', source: 'extends: spelling\nmessage: "Did you really mean %s?"\n' },
        { name: 'styles/Acme/meta.json', source: '{"feed": ""}' },
        { name: 'Terms.yml', source: terms.source.replace('use', 'employ') },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportStyleRulesResult>();
    expect(result.imported).toEqual(['Acme/Hedging.yml', 'Terms.yml']);
    expect(result.skipped).toEqual([
      { file: 'Acme/Spelling.yml', reason: expect.stringMatching(/spelling.*not run/) },
      { file: 'styles/Acme/meta.json', reason: expect.stringMatching(/\.yml/) },
    ]);
    expect(result.files.map((file) => file.name)).toEqual(['Acme/Hedging.yml', 'Terms.yml']);
    expect(result.files[1]!.source).toMatch(/employ/);
  });

  it('refuses an import with a broken rule, naming it, and keeps what was there', async () => {
    const before = await rules();
    const response = await request('POST', '/api/style-rules/import', {
      files: [{ name: 'Acme/New.yml', source: hedging.source }, { name: 'Acme/Broken.yml', source: 'extends: existence\nmessage: x\nlevel: loud\ntokens: [a]\n' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<StyleRuleErrorBody>()).toMatchObject({ file: 'Acme/Broken.yml', line: 3 });
    expect(await rules()).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await request('GET', '/api/style-rules', undefined, null)).statusCode).toBe(401);
    expect((await request('PUT', '/api/style-rules', { files: [] }, null)).statusCode).toBe(401);
  });
});

describe('a client’s style guide and the stored feedback', () => {
  it('sets the preset and the rules turned off, and a save counts the style findings', async () => {
    await request('PUT', '/api/style-rules', { files: [hedging] });
    const client = (await request('POST', '/api/clients', clientSample)).json<Client>();
    expect(client.styleGuide).toEqual({ preset: null, disabledRules: [], readingGrade: null });

    const set = await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'ap', disabledRules: ['AP.Terms', 'AP.Terms'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Client>().styleGuide).toEqual({ preset: 'ap', disabledRules: ['AP.Terms'], readingGrade: null });

    const content = 'We sold 5 boxes, arguably too many, and sent an e-mail.';
    const created = await request('POST', '/api/documents', { title: 'Style', content, clientId: client.id });
    expect(created.statusCode, created.body).toBe(201);
    // AP.Numerals ("5") and Acme.Hedging ("arguably"); AP.Terms ("e-mail") is turned off.
    expect(created.json<Document>().feedback?.counts.style).toBe(2);

    const noClient = await request('POST', '/api/documents', { title: 'Style', content });
    expect(noClient.json<Document>().feedback?.counts.style).toBe(1);
  });

  it('keeps the target reading grade the client sets, unchanged when a later update leaves it out, and refuses one outside 1–18', async () => {
    const client = (await request('POST', '/api/clients', clientSample)).json<Client>();
    const set = await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: null, disabledRules: [], readingGrade: 8 });
    expect(set.json<Client>().styleGuide.readingGrade).toBe(8);
    const presetOnly = await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'apa', disabledRules: [] });
    expect(presetOnly.json<Client>().styleGuide).toEqual({ preset: 'apa', disabledRules: [], readingGrade: 8 });
    for (const readingGrade of [0, 19, 7.5, '8']) {
      const refused = await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: null, disabledRules: [], readingGrade });
      expect(refused.statusCode, String(readingGrade)).toBe(400);
      expect(refused.json<{ error: string }>().error).toMatch(/reading grade/i);
    }
    const cleared = await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: null, disabledRules: [], readingGrade: null });
    expect(cleared.json<Client>().styleGuide.readingGrade).toBeNull();
    expect((await request('GET', '/api/clients')).json<Client[]>().find((listed) => listed.id === client.id)!.styleGuide.readingGrade).toBeNull();
  });

  it('refuses an unknown preset or a malformed rule id, and another workspace’s client is a 404', async () => {
    const client = (await request('POST', '/api/clients', clientSample)).json<Client>();
    expect((await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'harvard', disabledRules: [] })).statusCode).toBe(400);
    expect((await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: null, disabledRules: ['not an id'] })).statusCode).toBe(400);
    expect((await request('PUT', `/api/clients/${client.id}/style-guide`, { preset: 'apa', disabledRules: [] }, otherCookie)).statusCode).toBe(404);
  });
});
