import type { FastifyBaseLogger } from 'fastify';
import type { InstanceChannel, LiveEvent } from './instance-channel.js';

export type LiveListener = (event: LiveEvent) => void;

/**
 * Live events (ADR 0046) on this instance: published through the instance channel, so that every
 * instance, this one included, hears them, and handed to whoever listens here (the co-editing
 * server's connections, the notification streams). One listener per consumer, not per open
 * screen: a consumer keeps its own index of who is open.
 */
export class LiveEvents {
  private readonly listeners = new Set<LiveListener>();

  constructor(
    private readonly channel: InstanceChannel,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Never rejects: the change it tells of is already committed, and a lost event costs only latency. */
  async publish(event: LiveEvent): Promise<void> {
    await this.channel.publishLive(event).catch((error: unknown) => {
      this.log.warn({ err: error, kind: event.kind }, 'a live event could not be published');
    });
  }

  /** Returns how to stop listening. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An event the channel brought (from any instance). */
  deliver(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error, kind: event.kind }, 'a live event listener failed');
      }
    }
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}
