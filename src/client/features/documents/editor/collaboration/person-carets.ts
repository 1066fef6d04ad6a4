import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { Awareness } from 'y-protocols/awareness';
import { personColour } from './person-colour';
import './person-carets.css';

type AwarenessUser = { id?: unknown; name?: unknown };

/**
 * The colour shown for a person: derived here from their id, not taken from what their browser
 * sent, so a crafted awareness message cannot style the page (and the contrast stays checked).
 */
function colourOf(user: AwarenessUser): string {
  return personColour(typeof user.id === 'number' ? user.id : 0);
}

function nameOf(user: AwarenessUser): string {
  return typeof user.name === 'string' && user.name.trim() ? user.name.trim().slice(0, 60) : 'Someone';
}

/** A caret line in the person's colour with their name above it. */
function caret(user: AwarenessUser): HTMLElement {
  const colour = colourOf(user);
  const element = document.createElement('span');
  element.className = 'person-caret';
  element.style.borderColor = colour;
  element.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'person-caret-name';
  label.style.backgroundColor = colour;
  label.textContent = nameOf(user);
  // Word joiners keep the caret from breaking a line where it sits.
  element.append('\u2060', label, '\u2060');
  return element;
}

/**
 * The other people's carets and selections in the shared text (y-tiptap's cursor plugin, which
 * reads each browser's awareness state `{ user, cursor }`). Written here rather than taken from
 * `@tiptap/extension-collaboration-caret`, whose releases pin another @tiptap/core (ADR 0041).
 */
export function personCaretsPlugin(awareness: Awareness) {
  return yCursorPlugin(awareness, {
    cursorBuilder: caret,
    selectionBuilder: (user: AwarenessUser) => ({
      // The colour at a quarter strength: the text under it keeps its contrast.
      style: `background-color: ${colourOf(user)}40`,
      class: 'person-selection',
    }),
  });
}
