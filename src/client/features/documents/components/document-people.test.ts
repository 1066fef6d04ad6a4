import { describe, expect, it } from 'vitest';
import { editingNowText } from './document-people';

const ann = { id: 1, name: 'Ann Lee' };
const bob = { id: 2, name: 'Bob Ray' };
const cy = { id: 3, name: 'Cy Park' };

describe('editingNowText', () => {
  it('says nothing when nobody else has the document open', () => {
    expect(editingNowText([], 1)).toBeNull();
    expect(editingNowText([ann], 1)).toBeNull();
  });

  it('names one or two people', () => {
    expect(editingNowText([ann], 9)).toBe('Ann Lee is editing…');
    expect(editingNowText([ann, bob], 9)).toBe('Ann Lee and Bob Ray are editing…');
  });

  it('counts the rest beyond the first, leaving out the reader', () => {
    expect(editingNowText([ann, bob, cy], 9)).toBe('Ann Lee and 2 others are editing…');
    expect(editingNowText([ann, bob, cy], 2)).toBe('Ann Lee and Cy Park are editing…');
  });
});
