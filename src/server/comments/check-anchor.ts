import * as Y from 'yjs';
import type { CommentAnchor } from '../../shared/contract/comments.js';
import { invalidField } from '../http-error.js';

/**
 * An anchor's two ends must each decode as a Yjs relative position (the contract checks only that
 * they are bounded base64): bytes that do not would leave a thread no editor can place. Where the
 * positions point is not checked: the text may have changed since the writer selected it, and an
 * end that names nothing reads as deleted text.
 */
export function checkAnchor(anchor: CommentAnchor | null | undefined): void {
  if (!anchor) return;
  for (const end of ['from', 'to'] as const) {
    try {
      Y.decodeRelativePosition(Buffer.from(anchor[end], 'base64'));
    } catch {
      throw invalidField(`anchor.${end}`, `anchor.${end} must be a base64 Yjs relative position`);
    }
  }
}
