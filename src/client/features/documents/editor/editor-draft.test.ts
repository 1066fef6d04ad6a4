import { describe, expect, it } from 'vitest';
import { storedTitle } from '@shared/contract/documents';
import { changedFields } from './editor-draft';

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
