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

/**
 * Where a guest's passage is in the document now, as ProseMirror positions; null when it is not
 * there, or is there more than once and nothing tells which (ADR 0047). Among the places its text
 * occurs, those with the same text on each side as the guest saw win, the one nearest the guest's
 * offset first (a repeated paragraph); without such a place, a passage that occurs once is still
 * it (the text around it was edited); any other answer would risk marking the wrong words.
 */
export function findPassage(doc: ProseMirrorNode, passage: GuestPassage): { from: number; to: number } | null {
  const { text, runs } = textOf(doc);
  const places = occurrences(text, passage.text);
  const end = (at: number) => at + passage.text.length;
  const inContext = places.filter(
    (at) => at >= passage.before.length && text.slice(at - passage.before.length, at) === passage.before && text.slice(end(at), end(at) + passage.after.length) === passage.after,
  );
  const nearest = inContext.sort((a, b) => Math.abs(a - passage.start) - Math.abs(b - passage.start))[0];
  const at = nearest ?? (places.length === 1 ? places[0] : undefined);
  if (at === undefined) return null;
  return { from: positionAt(runs, at, 'start'), to: positionAt(runs, end(at), 'end') };
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
