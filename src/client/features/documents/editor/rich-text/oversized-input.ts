import type { EditorView } from '@tiptap/pm/view';
import { DOCUMENT_CONTENT_MAX_BYTES } from '@shared/limits';
import { toast } from '@/components/ui/use-toast';

const MB = 1024 * 1024;
const formatMegabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * Whether a paste or drop of this text would take the document past what it may hold. The
 * document's size is counted in ProseMirror positions (about a character each), which is cheap
 * at any length; the pasted text in UTF-8 bytes, as the server counts it.
 */
export function wouldOverflow(currentSize: number, insertedText: string): boolean {
  // A cheap bound first: each UTF-16 unit is at most 3 bytes in UTF-8.
  if (currentSize + insertedText.length * 3 <= DOCUMENT_CONTENT_MAX_BYTES) return false;
  return currentSize + new TextEncoder().encode(insertedText).length > DOCUMENT_CONTENT_MAX_BYTES;
}

/**
 * ProseMirror's paste and drop hooks: refuse (and say why) text that would make the document too
 * long to save, before the editor spends seconds laying it out. Returning true stops the event.
 */
export function refuseOversizedTransfer(view: EditorView, data: DataTransfer | null): boolean {
  if (!data) return false;
  const text = data.getData('text/plain') || data.getData('text/html');
  if (!wouldOverflow(view.state.doc.content.size, text)) return false;
  toast({
    variant: 'destructive',
    title: 'Too much to paste',
    description: `That is ${formatMegabytes(new TextEncoder().encode(text).length)} of text; a document holds at most ${DOCUMENT_CONTENT_MAX_BYTES / MB} MB. Paste a shorter part, or import it as files of its own.`,
  });
  return true;
}
