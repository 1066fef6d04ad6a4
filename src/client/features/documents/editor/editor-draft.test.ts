import { describe, expect, it } from 'vitest';
import { storedTitle } from '@shared/contract/documents';
import { changedFields, changedFieldsWithBase, takeTheirFields } from './editor-draft';

const saved = { title: 'Launch plan', content: 'Two thousand words of plan.', personalityId: 2, projectId: 4, clientId: 7, wordGoal: null, focusKeyphrase: null, seoTitle: null, metaDescription: null, slug: null };

describe('a save sends only what changed', () => {
  it('sends a changed title alone, without the content', () => {
    expect(changedFields(saved, { ...saved, title: 'Launch plan v2' })).toEqual({ title: 'Launch plan v2' });
  });

  it('sends content and voice when they changed, and nothing when nothing did', () => {
    expect(changedFields(saved, { ...saved, content: 'Shorter.', personalityId: null })).toEqual({ content: 'Shorter.', personalityId: null });
    expect(changedFields(saved, { ...saved })).toEqual({});
  });

  it('sends the project and client when the document moves', () => {
    expect(changedFields(saved, { ...saved, projectId: null, clientId: 9 })).toEqual({ projectId: null, clientId: 9 });
  });
});

describe('the stored title', () => {
  it('is trimmed, and "Untitled Document" when nothing is left, on both sides', () => {
    expect(storedTitle('  Weekly notes ')).toBe('Weekly notes');
    expect(storedTitle('   ')).toBe('Untitled Document');
    expect(storedTitle('')).toBe('Untitled Document');
  });
});

describe("a co-edited document's title and settings (ADR 0045)", () => {
  it('sends the changed fields with the saved value each was changed from, never the text', () => {
    expect(changedFieldsWithBase(saved, { ...saved, title: 'Spring plan', slug: 'spring', content: 'Typed.' })).toEqual({
      changes: { title: 'Spring plan', slug: 'spring' },
      baseValues: { title: 'Launch plan', slug: null },
    });
  });

  it('after a refusal shows theirs in the refused fields and the untouched ones, keeps my other changes, and leaves the text', () => {
    const mine = { ...saved, title: 'Summer plan', seoTitle: 'Plan for summer', content: 'Typed meanwhile.' };
    const theirs = { ...saved, title: 'Spring plan', wordGoal: 800, seoTitle: null, content: 'Their text.' };
    const next = takeTheirFields({ draft: mine, baseline: saved }, theirs, ['title']);
    expect(next.draft).toEqual({ ...saved, title: 'Spring plan', wordGoal: 800, seoTitle: 'Plan for summer', content: 'Typed meanwhile.' });
    expect(next.baseline).toEqual({ ...theirs, content: saved.content });
    // What is left to save is my change of the SEO title alone, now based on their values.
    expect(changedFieldsWithBase(next.baseline, next.draft)).toEqual({ changes: { seoTitle: 'Plan for summer' }, baseValues: { seoTitle: null } });
  });
});
