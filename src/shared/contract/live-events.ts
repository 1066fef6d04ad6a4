import { z } from 'zod';

/**
 * What the server pushes to open screens (issue 19, ADR 0046). Each message only says that
 * something changed; the screen then asks the API again, which checks who may see what.
 */

/** A Hocuspocus stateless message on a document's co-editing connection: its comment threads changed. */
export const commentsChangedSchema = z.object({ type: z.literal('comments-changed'), documentId: z.number().int() });

export function commentsChangedMessage(documentId: number): string {
  return JSON.stringify({ type: 'comments-changed', documentId } satisfies z.infer<typeof commentsChangedSchema>);
}

/** Whether a stateless payload says this document's comments changed (anything else, malformed included, does not). */
export function isCommentsChanged(payload: string, documentId: number): boolean {
  try {
    const message = commentsChangedSchema.safeParse(JSON.parse(payload));
    return message.success && message.data.documentId === documentId;
  } catch {
    return false;
  }
}

/** The path of the signed-in person's notification stream (server-sent events). */
export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
/** The stream takes no query: anything in one is refused at once rather than answered with a stream that never ends. */
export const notificationStreamQuery = z.strictObject({}, { error: 'The notification stream takes no query parameters' });
/** The event the stream sends when the person's notifications changed (a new one, or read elsewhere). */
export const NOTIFICATIONS_CHANGED_EVENT = 'notifications-changed';
