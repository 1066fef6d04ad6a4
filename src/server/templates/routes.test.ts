import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template } from '../../shared/contract/documents.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { templates, workspaces } from '../db/schema.js';
import { seedWritingCatalog } from '../writing/seed-writing-catalog.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInAccount(t));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, as = cookie) => t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });

describe('GET /api/templates', () => {
  it('offers a starter library of at least 12 real templates across every category', async () => {
    const library = (await get('/api/templates')).json<Template[]>();
    expect(library.length).toBeGreaterThanOrEqual(12);
    expect(new Set(library.map((template) => template.category))).toEqual(new Set(['email', 'blog', 'social', 'other']));
    for (const template of library) {
      expect(template.content.split(/\s+/).length).toBeGreaterThan(20);
      expect(template.description).not.toBe('');
    }
  });

  it('adds the workspace’s own templates and hides other workspaces’', async () => {
    const [elsewhere] = await t.database.db.insert(workspaces).values({ name: 'Elsewhere' }).returning();
    await t.database.db.insert(templates).values({
      workspaceId: elsewhere!.id,
      name: 'Private pitch',
      category: 'email',
      description: 'Not yours',
      content: 'secret',
    });
    const names = (await get('/api/templates')).json<Template[]>().map((template) => template.name);
    expect(names).not.toContain('Private pitch');
  });

  it('re-seeding at the next start updates the catalogue without duplicating it', async () => {
    const before = (await get('/api/templates')).json<Template[]>().length;
    await seedWritingCatalog(t.database.db);
    expect((await get('/api/templates')).json<Template[]>()).toHaveLength(before);
  });
});
