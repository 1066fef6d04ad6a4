import { bodyParts, mentionMarker } from '@shared/comment-mentions';

/**
 * The composer shows mentions as "@Name" while the stored body keeps `<@id>` (ADR 0042). A name
 * becomes a mention only when it was picked from the members list: typing "@Ada" by hand stays text.
 */
export interface Member {
  userId: number;
  name: string;
}

/** The text a writer edits: each marker as "@Name", and the picks that turn those names back into markers. */
export function editableText(body: string, nameOf: (userId: number) => string | undefined): { text: string; picked: Member[] } {
  const picked: Member[] = [];
  const text = bodyParts(body)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      const name = nameOf(part.userId) ?? 'someone';
      picked.push({ userId: part.userId, name });
      return `@${name}`;
    })
    .join('');
  return { text, picked };
}

/** The body to send: each picked "@Name" still in the text as its marker, longest names first so "@Ada Lovelace" wins over "@Ada". */
export function markedBody(text: string, picked: readonly Member[]): string {
  let body = text;
  for (const member of [...picked].sort((a, b) => b.name.length - a.name.length)) {
    body = body.replaceAll(`@${member.name}`, mentionMarker(member.userId));
  }
  return body;
}

/** The "@query" being typed just before the caret, if any: what the picker filters by. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

export function matchingMembers(members: readonly Member[], query: string, limit = 6): Member[] {
  const wanted = query.toLowerCase();
  return members.filter((member) => member.name.toLowerCase().split(/\s+/).some((word) => word.startsWith(wanted)) || member.name.toLowerCase().startsWith(wanted)).slice(0, limit);
}
