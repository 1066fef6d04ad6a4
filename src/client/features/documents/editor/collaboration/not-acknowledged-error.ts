/**
 * The server has not acknowledged every change made here in time (offline, or slow). Its own file,
 * without Yjs: saving checks for it on every document, co-edited or not (load-co-editing.ts).
 */
export class NotAcknowledgedError extends Error {}
