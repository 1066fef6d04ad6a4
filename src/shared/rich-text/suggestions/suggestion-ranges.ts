import type { Mark, Node as ProseMirrorNode } from '@tiptap/pm/model';

export type MarkedRange = { from: number; to: number; mark: Mark };

/** Every inline node carrying a mark that `matches`, once per such mark, in document order. */
export function markedRanges(doc: ProseMirrorNode, matches: (mark: Mark) => boolean, from = 0, to = doc.content.size): MarkedRange[] {
  const ranges: MarkedRange[] = [];
  doc.nodesBetween(from, to, (node, position) => {
    if (!node.isInline) return true;
    for (const mark of node.marks.filter(matches)) {
      ranges.push({ from: Math.max(position, from), to: Math.min(position + node.nodeSize, to), mark });
    }
    return false;
  });
  return ranges;
}

/** Whether only block boundaries (no text, no inline node) lie between two positions. */
function onlyBoundariesBetween(doc: ProseMirrorNode, from: number, to: number): boolean {
  if (from >= to) return true;
  let inline = false;
  doc.nodesBetween(from, to, (node) => {
    if (node.isInline) inline = true;
    return !inline;
  });
  return !inline;
}

/**
 * Marked ranges joined into the stretches to delete: two ranges separated only by block
 * boundaries (a suggested deletion across two paragraphs) become one, so deleting it joins the
 * paragraphs back as deleting the text directly would have.
 */
export function deletionRuns(doc: ProseMirrorNode, ranges: readonly { from: number; to: number }[]): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (const range of [...ranges].sort((a, b) => a.from - b.from)) {
    const last = runs.at(-1);
    if (last && onlyBoundariesBetween(doc, last.to, range.from)) last.to = Math.max(last.to, range.to);
    else runs.push({ from: range.from, to: range.to });
  }
  return runs;
}
