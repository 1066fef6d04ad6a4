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
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values.keyMessages).toBe('Fast, Friendly');
    expect(values.brandColors).toEqual(['#112233']);
  });
});
