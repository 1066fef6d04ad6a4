/**
 * How a comment names the people it mentions (issue 19, ADR 0042): the writer picks a member from a
 * list and the body keeps `<@id>`, the member's user id, never the name typed. The server reads the
 * ids from the body (who to notify, checked against the document's workspace); the client shows each
 * marker as "@Name" from the thread's mention list, so a renamed member reads right everywhere.
 */
const MENTION_MARKER = /<@([0-9]{1,10})>/g;

export const mentionMarker = (userId: number): string => `<@${userId}>`;

/** The distinct user ids a body mentions, in the order they first appear. */
export function mentionedUserIds(body: string): number[] {
  const ids = [...body.matchAll(MENTION_MARKER)].map((match) => Number(match[1]));
  return [...new Set(ids)];
}

export type BodyPart = { kind: 'text'; text: string } | { kind: 'mention'; userId: number };

/** The body as text and mentions, for rendering each mention as a name. */
export function bodyParts(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(MENTION_MARKER)) {
    if (match.index > last) parts.push({ kind: 'text', text: body.slice(last, match.index) });
    parts.push({ kind: 'mention', userId: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

/**
 * A guest's text with anything that looks like a marker broken up: a guest mentions nobody, and their
 * `<@5>` must not show as a member's name.
 */
export const withoutMentionMarkers = (body: string): string => body.replaceAll(MENTION_MARKER, (_marker, id: string) => `<@ ${id}>`);

/** The body as plain text, each mention as "@Name" (or "@someone" for a name not known), cut to `max` characters. */
export function plainExcerpt(body: string, nameOf: (userId: number) => string | undefined, max = 160): string {
  const text = bodyParts(body)
    .map((part) => (part.kind === 'text' ? part.text : `@${nameOf(part.userId) ?? 'someone'}`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
