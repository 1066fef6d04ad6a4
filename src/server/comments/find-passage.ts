import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { GuestPassage } from '../../shared/contract/review-links.js';

/** One text node of the document: where it starts (a ProseMirror position) and where in the document's text. */
interface TextRun {
  position: number;
  offset: number;
  length: number;
}

/**
 * The document's text as the guest's page counts it (the contract's guestPassageSchema): its text
 * nodes in order with nothing between blocks, and where each one is.
 */
function textOf(doc: ProseMirrorNode): { text: string; runs: TextRun[] } {
  const runs: TextRun[] = [];
  const parts: string[] = [];
  let offset = 0;
  doc.descendants((node, position) => {
    if (!node.isText) return true;
    runs.push({ position, offset, length: node.text!.length });
    parts.push(node.text!);
    offset += node.text!.length;
    return false;
  });
  return { text: parts.join(''), runs };
}

/** Every place `passage` occurs in `text`. */
function occurrences(text: string, passage: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(passage); at !== -1; at = text.indexOf(passage, at + 1)) found.push(at);
  return found;
}

/** How many characters the two strings share at their end, or at their start. */
function sharedEnd(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Where a guest's passage is in the document now, as ProseMirror positions; null when it is not
 * there, or is there more than once and nothing tells which (ADR 0047). A passage that occurs once
 * is it, whatever was edited around it. Of several places, the one whose surrounding text is most
 * like what the guest saw wins, the nearest to the guest's offset among equals (a repeated
 * paragraph); when no place keeps at least half of that text, choosing would be a guess that could
 * mark the wrong words, so none is chosen.
 */
export function findPassage(doc: ProseMirrorNode, passage: GuestPassage): { from: number; to: number } | null {
  const { text, runs } = textOf(doc);
  const places = occurrences(text, passage.text);
  const end = (at: number) => at + passage.text.length;
  const likeness = (at: number) =>
    sharedEnd(text.slice(Math.max(0, at - passage.before.length), at), passage.before) + sharedStart(text.slice(end(at), end(at) + passage.after.length), passage.after);
  const ranked = places
    .map((at) => ({ at, likeness: likeness(at) }))
    .sort((a, b) => b.likeness - a.likeness || Math.abs(a.at - passage.start) - Math.abs(b.at - passage.start));
  const best = ranked[0];
  if (!best) return null;
  if (ranked.length > 1 && best.likeness * 2 < passage.before.length + passage.after.length) return null;
  return { from: positionAt(runs, best.at, 'start'), to: positionAt(runs, end(best.at), 'end') };
}

/**
 * The ProseMirror position of a text offset. An offset between two runs (two blocks, or a change of
 * marks) is the next run's start for a range's start and the previous run's end for its end, so the
 * range holds only the passage's own text.
 */
function positionAt(runs: TextRun[], offset: number, side: 'start' | 'end'): number {
  const run = runs.find((candidate) =>
    side === 'start' ? offset >= candidate.offset && offset < candidate.offset + candidate.length : offset > candidate.offset && offset <= candidate.offset + candidate.length,
  )!;
  return run.position + (offset - run.offset);
}
