import type { Extension } from '@hocuspocus/server';

/**
 * A change announced to other instances, as the one that made it describes it. An update is a
 * pointer to its stored row (it may be far larger than a message should be); awareness (carets,
 * who is here) is small and sent inline, base64. `from` is the sending instance, null for a change
 * made outside any instance's editors (a REST save), which every instance, the sender's included,
 * applies.
 */
export type DocumentNotice =
  | { kind: 'update'; from: string | null; documentId: number; seq: number }
  | { kind: 'awareness'; from: string; documentId: number; update: string };

export type CollabNotice = DocumentNotice | ({ from: null } & LiveEvent);

/**
 * Something the people who have a screen open should see at once (ADR 0046), told to every
 * instance, the sender's included: a document's comments changed (its open editors refetch them),
 * or some people's notifications did, a new one or one read on another screen (their bells
 * refetch). Only a pointer: each screen asks the API for what it may see.
 */
export type LiveEvent =
  | { kind: 'comments-changed'; documentId: number }
  | { kind: 'notifications-changed'; workspaceId: number; userIds: number[] };

export function isLiveEvent(notice: CollabNotice): notice is { from: null } & LiveEvent {
  return notice.kind === 'comments-changed' || notice.kind === 'notifications-changed';
}

/**
 * How instances share what happens to open documents (issue 19, ADR 0040): PostgreSQL
 * LISTEN/NOTIFY by default, Redis when REDIS_URL is set. Storage, write-back and presence stay in
 * PostgreSQL either way; only the telling of other instances differs.
 */
export interface InstanceChannel {
  readonly instanceId: string;
  /** Hocuspocus extensions the channel works through (Redis: Hocuspocus' own Redis extension). */
  readonly extensions: Extension[];
  /** Connects; fails with one clear line when the service cannot be reached. */
  start(onNotice: (notice: CollabNotice) => void): Promise<void>;
  /** A client here changed a document; the change is stored as row `seq`. */
  publishUpdate(documentId: number, seq: number): Promise<void>;
  /** Clients here changed their awareness (a y-protocols awareness update). */
  publishAwareness(documentId: number, update: Uint8Array): Promise<void>;
  /** A save made outside the editors, stored as row `seq`: every instance, this one included, applies it. */
  publishReplacement(documentId: number, seq: number): Promise<void>;
  /** Tells every instance, this one included, of a live event; never rejects (a lost event costs only latency). */
  publishLive(event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

/** A notice as received, or null for anything else (a message some other program sent). */
export function parseNotice(payload: string): CollabNotice | null {
  try {
    const value = JSON.parse(payload) as CollabNotice | null;
    if (typeof value !== 'object' || value === null) return null;
    // Every notice is about a document, but for people's notifications, which are a workspace's.
    const addressed = value.kind === 'notifications-changed' ? typeof value.workspaceId === 'number' : typeof value.documentId === 'number';
    return addressed ? value : null;
  } catch {
    return null;
  }
}
