import { personColour } from './person-colour';
import type { SharedUser } from './shared-document';

const SHOWN = 4;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Who else has this document open now: a round avatar each in their caret colour, names on hover and for screen readers. */
export function PeopleHere({ people }: { people: readonly SharedUser[] }) {
  if (people.length === 0) return null;
  const shown = people.slice(0, SHOWN);
  const more = people.length - shown.length;
  const names = people.map((person) => person.name).join(', ');
  return (
    <div role="group" aria-label={`Also here: ${names}`} className="flex items-center -space-x-2" title={`Also here: ${names}`}>
      {shown.map((person) => (
        <span
          key={person.id}
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full border-2 border-background text-xs font-semibold text-white"
          style={{ backgroundColor: personColour(person.id) }}
        >
          {initials(person.name)}
        </span>
      ))}
      {more > 0 ? (
        <span aria-hidden className="inline-flex size-8 items-center justify-center rounded-full border-2 border-background bg-muted text-xs font-semibold">
          +{more}
        </span>
      ) : null}
    </div>
  );
}
