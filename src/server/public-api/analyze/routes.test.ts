import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyzeResponse } from '../../../shared/contract/public-api/analyze.js';
import { signedInAccount } from '../../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { apiKeyFor, v1 } from '../../../../tests/support/public-api.js';

let t: TestApp;
let cookie: string;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  key = await apiKeyFor(t, cookie);
});
afterAll(async () => {
  await t.close();
});

const analyze = (payload: object, as = key) => v1(t, as, 'POST', '/api/v1/analyze', payload);

describe('POST /api/v1/analyze', () => {
  it('answers the editor’s findings with offsets into the text as sent', async () => {
    const text = '# Our launch\n\nWe recieve feedback every day.\nThe report was written by the team and it is is very good.';
    const response = await analyze({ text });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AnalyzeResponse>();
    expect(answer.analysis_type).toBe('all');
    const spelling = answer.suggestions.find((suggestion) => suggestion.rule === 'spelling');
    expect(spelling).toMatchObject({ category: 'correctness', text: 'recieve', replacement: 'receive' });
    expect(text.slice(spelling!.offset!, spelling!.offset! + spelling!.length!)).toBe('recieve');
    const repeated = answer.suggestions.find((suggestion) => suggestion.category === 'correctness' && suggestion.rule !== 'spelling');
    expect(repeated).toBeDefined();
    expect(text.slice(repeated!.offset!, repeated!.offset! + repeated!.length!)).toBe(repeated!.text);
    const passive = answer.suggestions.find((suggestion) => suggestion.rule === 'passive-voice');
    expect(passive && text.slice(passive.offset!, passive.offset! + passive.length!)).toBe(passive?.text);
    expect(answer.scores.seo).toBeTypeOf('number');
    expect(answer.scores.tone).toBeDefined();
    expect(answer.suggestions.some((suggestion) => suggestion.category === 'seo' && suggestion.offset === null)).toBe(true);
    expect(answer.word_count).toBeGreaterThan(15);
  });
});
