import { describe, expect, it } from 'vitest';
import { editableText, markedBody, matchingMembers, mentionQueryAt } from './mention-text';

const members = [
  { userId: 4, name: 'Ada Lovelace' },
  { userId: 7, name: 'Ada' },
  { userId: 9, name: 'Grace Hopper' },
];

describe('mention text', () => {
  it('turns picked names into markers and back, the longest name first', () => {
    const body = markedBody('Thanks @Ada Lovelace and @Ada! Ask @Grace too.', [members[1]!, members[0]!]);
    expect(body).toBe('Thanks <@4> and <@7>! Ask @Grace too.');
    const names = new Map(members.map((member) => [member.userId, member.name]));
    expect(editableText(body, (id) => names.get(id))).toEqual({ text: 'Thanks @Ada Lovelace and @Ada! Ask @Grace too.', picked: [members[0], members[1]] });
  });

  it('finds the @query before the caret, not inside an address', () => {
    expect(mentionQueryAt('Hi @gr', 6)).toEqual({ start: 3, query: 'gr' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail ada@example.com', 20)).toBeNull();
    expect(mentionQueryAt('Hi @gr and more', 15)).toBeNull();
  });

  it('matches members by the start of any word of their name', () => {
    expect(matchingMembers(members, 'hop').map((member) => member.userId)).toEqual([9]);
    expect(matchingMembers(members, 'ad').map((member) => member.userId)).toEqual([4, 7]);
    expect(matchingMembers(members, '')).toHaveLength(3);
  });
});
