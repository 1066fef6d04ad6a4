import { Fragment, type Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * Whether the blocks on either side of a cut are written the same by two serializer states as by
 * one: two paragraphs or headings with content. Each writes something (a block that writes
 * nothing changes how its neighbours are separated) and neither is a list (lists side by side
 * are written depending on each other).
 */
function canCutBetween(before: ProseMirrorNode, after: ProseMirrorNode): boolean {
  const plain = (node: ProseMirrorNode) => (node.type.name === 'paragraph' || node.type.name === 'heading') && node.content.size > 0;
  return plain(before) && plain(after);
}

/**
 * Writes a document's top-level blocks in runs, each with `write`, and joins the runs as one
 * serializer state separates two blocks: a blank line, or one newline after a block that ends in
 * one (a hard break). prosemirror-markdown appends to one string and reads its last character
 * before each block, which makes V8 copy the whole string written so far: written in one pass,
 * 20,000 words took 13 ms and 50,000 words 200 ms; in runs, time grows with the length.
 */
export function serializeInRuns(document: ProseMirrorNode, write: (part: ProseMirrorNode) => string): string {
  const parts: string[] = [];
  let run: ProseMirrorNode[] = [];
  const writeRun = () => {
    const markdown = write(document.copy(Fragment.fromArray(run)));
    // Only the run's own text is read here: reading the joined text would copy it again.
    if (parts.length > 0) parts.push(parts.at(-1)!.endsWith('\n') ? '\n' : '\n\n');
    parts.push(markdown);
    run = [];
  };
  document.forEach((block, _offset, index) => {
    if (index > 0 && canCutBetween(document.child(index - 1), block)) writeRun();
    run.push(block);
  });
  if (run.length > 0) writeRun();
  return parts.join('');
}
