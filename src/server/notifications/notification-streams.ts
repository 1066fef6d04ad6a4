import type { ServerResponse } from 'node:http';
import { NOTIFICATIONS_CHANGED_EVENT } from '../../shared/contract/live-events.js';
import type { LiveEvents } from '../collab/live-events.js';
import type { LiveEvent } from '../collab/instance-channel.js';
import type { Recipient } from './list-notifications.js';

/** Open streams one person may hold on one instance: a tab holds one, so this is a generous number of tabs. */
export const NOTIFICATION_STREAMS_PER_USER = 10;
/** Open streams one instance holds at most, whoever opened them: memory stays bounded. */
export const NOTIFICATION_STREAMS_MAX = 5000;
/** A comment line this often keeps proxies from closing an idle stream, and finds dead sockets. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser opens a new one (EventSource reconnects by
 * itself): the new request checks the session again, so a stream never outlives its sign-in by
 * more than this.
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;
/** How long the browser waits before reconnecting (the stream's `retry:` field). */
const RECONNECT_AFTER_MS = 2000;

/** Between a stream's end (its lifetime, shutdown) and its close, nothing more is written to it. */
function send(response: ServerResponse, text: string): void {
  if (!response.writableEnded && !response.destroyed) response.write(text);
}

interface Stream {
  recipient: Recipient;
  response: ServerResponse;
}

/** Why a stream is refused: too many of this person's, or too many on this instance. */
export type StreamRefusal = 'person' | 'instance';

/**
 * The bells' server-sent event streams on this instance (issue 19, ADR 0046): when a live event
 * says some people's notifications changed, each of their streams here gets one event and the
 * browser refetches the list. One listener on the live events for all streams; a closed stream
 * (the tab closed, the network gone, the lifetime over, shutdown) leaves nothing behind.
 */
export class NotificationStreams {
  private readonly byUser = new Map<number, Set<Stream>>();
  private count = 0;
  private readonly stopListening: () => void;

  constructor(
    live: LiveEvents,
    private readonly timing = { heartbeatMs: HEARTBEAT_MS, lifetimeMs: STREAM_LIFETIME_MS },
  ) {
    this.stopListening = live.listen((event) => this.deliver(event));
  }

  get size(): number {
    return this.count;
  }

  refusal(userId: number): StreamRefusal | null {
    if ((this.byUser.get(userId)?.size ?? 0) >= NOTIFICATION_STREAMS_PER_USER) return 'person';
    return this.count >= NOTIFICATION_STREAMS_MAX ? 'instance' : null;
  }

  /** Serves the stream on the response (its headers already written) until either side ends it. */
  open(recipient: Recipient, response: ServerResponse): void {
    const stream: Stream = { recipient, response };
    const streams = this.byUser.get(recipient.userId) ?? new Set<Stream>();
    this.byUser.set(recipient.userId, streams);
    streams.add(stream);
    this.count += 1;

    // An error (the peer gone mid-write) ends the stream like a close; unheard, it would end the process.
    response.on('error', () => response.destroy());
    const heartbeat = setInterval(() => send(response, ': heartbeat\n\n'), this.timing.heartbeatMs);
    const lifetime = setTimeout(() => response.end(), this.timing.lifetimeMs);
    heartbeat.unref();
    lifetime.unref();
    response.once('close', () => {
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      streams.delete(stream);
      if (streams.size === 0) this.byUser.delete(recipient.userId);
      this.count -= 1;
    });
    // The first event tells the browser the stream is live: it refetches once for what it missed.
    send(response, `retry: ${RECONNECT_AFTER_MS}\nevent: ready\ndata: {}\n\n`);
  }

  /** Shutdown: every stream ends, so open ones do not hold the server's close. */
  close(): void {
    this.stopListening();
    for (const streams of this.byUser.values()) for (const stream of streams) stream.response.end();
  }

  private deliver(event: LiveEvent): void {
    if (event.kind !== 'notifications-changed' || !Array.isArray(event.userIds)) return;
    for (const userId of event.userIds) {
      for (const stream of this.byUser.get(userId) ?? []) {
        if (stream.recipient.workspaceId !== event.workspaceId) continue;
        send(stream.response, `event: ${NOTIFICATIONS_CHANGED_EVENT}\ndata: {}\n\n`);
      }
    }
  }
}
