import { describe, expect, it } from 'vitest';
import { clientFormDefaults, clientFormSchema } from './client-form.js';

const empty = clientFormDefaults(null);

describe('clientFormSchema', () => {
  it('splits key messages on commas, trimmed, empties dropped, and sends empty fields as null', () => {
    const parsed = clientFormSchema.parse({ ...empty, name: ' Acme ', keyMessages: ' Fast , ,Friendly,  ' });
    expect(parsed).toMatchObject({ name: 'Acme', keyMessages: ['Fast', 'Friendly'], description: null, websiteUrl: null });
  });

  it('refuses a website that is not a full URL', () => {
    const result = clientFormSchema.safeParse({ ...empty, name: 'Acme', websiteUrl: 'not a url' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['websiteUrl'],
      message: 'Website must be a full URL such as https://example.com',
    });
  });

  it('shows a saved client’s key messages as one comma-separated line', () => {
    const values = clientFormDefaults({
      id: 1,
      name: 'Acme',
      description: null,
      industry: null,
      targetAudience: null,
      websiteUrl: null,
      brandGuidelines: null,
      keyMessages: ['Fast', 'Friendly'],
      brandColors: ['#112233'],
      bannedTerms: ['cheap', 'synergy'],
      preferredTerms: [{ term: 'utilize', instead: 'use' }],
      voice: null,
      styleGuide: { preset: null, disabledRules: [], readingGrade: null },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values.keyMessages).toBe('Fast, Friendly');
    expect(values.brandColors).toEqual(['#112233']);
    expect(values.bannedTerms).toBe('cheap, synergy');
    expect(values.preferredTerms).toBe('utilize → use');
  });
});

describe('banned and preferred terms in the client dialog', () => {
  it('takes banned terms as a comma-separated line and preferred terms one per line with any arrow', () => {
    const parsed = clientFormSchema.parse({
      ...empty,
      name: 'Acme',
      bannedTerms: ' cheap, synergy ,, cheap',
      preferredTerms: 'utilize → use\n\ncustomers -> guests\nbuy => shop\nstaff = team',
    });
    expect(parsed.bannedTerms).toEqual(['cheap', 'synergy']);
    expect(parsed.preferredTerms).toEqual([
      { term: 'utilize', instead: 'use' },
      { term: 'customers', instead: 'guests' },
      { term: 'buy', instead: 'shop' },
      { term: 'staff', instead: 'team' },
    ]);
  });

  it('names the line that is not a term and what to say instead', () => {
    for (const text of ['utilize → use\njust a word', 'a → b → c', '→ use']) {
      const result = clientFormSchema.safeParse({ ...empty, name: 'Acme', preferredTerms: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['preferredTerms']);
      expect(result.error?.issues[0]?.message).toMatch(/^Line \d: write the term, an arrow and what to say instead/);
    }
  });
});
