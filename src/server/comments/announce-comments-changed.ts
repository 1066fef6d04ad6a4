import type { LiveEvents } from '../collab/live-events.js';

/**
 * Tells everyone who has the document open, on every instance, that its comment threads changed
 * (issue 19, ADR 0046): each co-editing connection on it gets the stateless message
 * `{"type":"comments-changed","documentId":…}` and its comments panel refetches. Call it after the
 * change is committed, so that the refetch sees it; it never rejects (the change is kept either way).
 */
export async function announceCommentsChanged(live: LiveEvents, documentId: number): Promise<void> {
  await live.publish({ kind: 'comments-changed', documentId });
}
