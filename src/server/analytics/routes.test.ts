import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsOverview, Document } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { eq, inArray } from 'drizzle-orm';
import { clients, documents, projects } from '../db/schema.js';

let t: TestApp;
let cookie: string;
const created: Document[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
  const bodies = [
    { title: 'A', content: 'one two three four', personalityId: 1 },
    { title: 'B', content: 'five six', personalityId: 1 },
    { title: 'C', content: 'seven eight nine', personalityId: 3 },
    { title: 'D', content: 'ten', personalityId: null },
  ];
  for (const body of bodies) {
    const response = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie }, payload: body });
    created.push(response.json<Document>());
  }
});
afterAll(async () => {
  await t.close();
});

const overview = (query = '', as = cookie) =>
  t.app.inject({ method: 'GET', url: `/api/analytics/overview${query}`, headers: { cookie: as } });

describe('GET /api/analytics/overview', () => {
  it('sums the workspace’s documents: count, words, mean SEO score and suggestions', async () => {
    const response = await overview();
    expect(response.statusCode).toBe(200);
    const figures = response.json<AnalyticsOverview>();
    const meanSeo = Math.round(created.reduce((sum, document) => sum + document.seoScore, 0) / created.length);
    const suggestions = created.reduce((sum, document) => sum + document.suggestions.length, 0);
    expect(figures).toMatchObject({ totalDocuments: 4, totalWords: 10, avgSeoScore: meanSeo, totalSuggestions: suggestions });
    expect(figures.totalSuggestions).toBeGreaterThan(0);
  });

  it('sums the writing-feedback findings stored with each document, per category', async () => {
    const { writingFindings } = (await overview()).json<AnalyticsOverview>();
    expect(writingFindings.documents).toBe(4);
    const expected: Record<string, number> = {};
    for (const document of created) {
      for (const [category, count] of Object.entries(document.feedback!.counts)) expected[category] = (expected[category] ?? 0) + count;
    }
    expect(writingFindings.byCategory).toEqual(expected);
    const other = await signedInAccount(t);
    expect((await overview('', other.cookie)).json<AnalyticsOverview>().writingFindings).toEqual({ documents: 0, byCategory: {} });
  });

  it('groups documents by personality, with null for none', async () => {
    const { documentsByPersonality } = (await overview()).json<AnalyticsOverview>();
    expect(documentsByPersonality).toEqual([
      { personalityId: 1, count: 2 },
      { personalityId: 3, count: 1 },
      { personalityId: null, count: 1 },
    ]);
  });

  it('counts documents per weekday of creation, Monday first, in the asked time zone', async () => {
    const [first, ...others] = created;
    // 2026-11-22 is a Sunday: 23:30 UTC is already Monday in Tokyo. The others at noon UTC on the
    // Wednesday, a Wednesday in both zones (left at their creation time, they fell on another day
    // in Tokyo whenever the test ran after 15:00 UTC).
    await t.database.db
      .update(documents)
      .set({ createdAt: new Date('2026-11-22T23:30:00Z') })
      .where(eq(documents.id, first!.id));
    await t.database.db
      .update(documents)
      .set({ createdAt: new Date('2026-11-25T12:00:00Z') })
      .where(inArray(documents.id, others.map((document) => document.id)));
    const counts = (weekdays: AnalyticsOverview['documentsByWeekday']) => weekdays.map((entry) => `${entry.day} ${entry.count}`);
    const utc = (await overview()).json<AnalyticsOverview>().documentsByWeekday;
    expect(counts(utc)).toEqual(['Mon 0', 'Tue 0', 'Wed 3', 'Thu 0', 'Fri 0', 'Sat 0', 'Sun 1']);
    const tokyo = (await overview('?tz=Asia/Tokyo')).json<AnalyticsOverview>().documentsByWeekday;
    expect(counts(tokyo)).toEqual(['Mon 1', 'Tue 0', 'Wed 3', 'Thu 0', 'Fri 0', 'Sat 0', 'Sun 0']);
  });

  it('refuses an unknown time zone with 400', async () => {
    const response = await overview('?tz=Mars/Olympus');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/IANA time zone/);
  });

  it('counts active projects: every status but completed', async () => {
    const [mine] = await t.database.db
      .select({ workspaceId: documents.workspaceId })
      .from(documents)
      .where(eq(documents.id, created[0]!.id));
    const workspaceId = mine!.workspaceId;
    const [client] = await t.database.db.insert(clients).values({ workspaceId, name: 'Northwind' }).returning();
    await t.database.db.insert(projects).values(
      (['planning', 'in-progress', 'review', 'completed', 'on-hold'] as const).map((status) => ({
        workspaceId,
        clientId: client!.id,
        name: `Project ${status}`,
        status,
      })),
    );
    expect((await overview()).json<AnalyticsOverview>().activeProjects).toBe(4);
  });

  it('shows a new workspace zeros and nothing of anyone else’s', async () => {
    const { cookie: stranger } = await signedInAccount(t);
    expect((await overview('', stranger)).json<AnalyticsOverview>()).toEqual({
      totalDocuments: 0,
      totalWords: 0,
      avgSeoScore: 0,
      totalSuggestions: 0,
      activeProjects: 0,
      documentsByWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({ day, count: 0 })),
      documentsByPersonality: [],
      writingFindings: { documents: 0, byCategory: {} },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/overview' })).statusCode).toBe(401);
  });
});
