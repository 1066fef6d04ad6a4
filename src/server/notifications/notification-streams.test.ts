import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../tests/support/collab-client.js';
import type { InstanceChannel } from '../collab/instance-channel.js';
import { LiveEvents } from '../collab/live-events.js';
import { NotificationStreams } from './notification-streams.js';

/**
 * The streams' own timing and bookkeeping on a real HTTP server, with a heartbeat and a lifetime
 * short enough to watch. Events are handed to LiveEvents as the channel would (deliver); the
 * channel itself is never asked for anything here, so an empty one stands in for it.
 */
const live = new LiveEvents({} as InstanceChannel, pino({ level: 'silent' }));
const streams = new NotificationStreams(live, { heartbeatMs: 50, lifetimeMs: 400 });
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  streams.open({ userId: Number(new URL(request.url!, 'http://x').searchParams.get('user')), workspaceId: 1 }, response);
});
let url: string;

/** Reads a stream as text until it ends or is closed. */
function read(user: number): { text: () => string; ended: Promise<void>; close: () => void } {
  let text = '';
  let request: http.ClientRequest;
  const ended = new Promise<void>((resolve) => {
    request = http.get(`${url}/?user=${user}`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', resolve);
      response.on('close', resolve);
    });
    request.on('error', () => resolve());
  });
  return { text: () => text, ended, close: () => request.destroy() };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  streams.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('notification streams', () => {
  it('sends heartbeats, ends each stream after its lifetime, and lets go of it', async () => {
    const stream = read(1);
    await eventually(() => stream.text().includes('event: ready'));
    await eventually(() => stream.text().split(': heartbeat').length > 3);
    await stream.ended;
    await eventually(() => streams.size === 0);
  });

  it('tells only the people an event names, and keeps one listener however many streams come and go', async () => {
    expect(live.listenerCount).toBe(1);
    const opened = Array.from({ length: 20 }, (_, index) => read(index % 2 === 0 ? 2 : 3));
    await eventually(() => streams.size === 20);
    expect(live.listenerCount).toBe(1);
    live.deliver({ kind: 'notifications-changed', workspaceId: 1, userIds: [2] });
    await eventually(() => opened.filter((_, index) => index % 2 === 0).every((stream) => stream.text().includes('event: notifications-changed')));
    expect(opened.filter((_, index) => index % 2 === 1).some((stream) => stream.text().includes('notifications-changed'))).toBe(false);
    // Another workspace's event for the same person is not theirs here.
    live.deliver({ kind: 'notifications-changed', workspaceId: 2, userIds: [3] });
    opened.forEach((stream) => stream.close());
    await eventually(() => streams.size === 0);
    expect(opened.filter((_, index) => index % 2 === 1).some((stream) => stream.text().includes('notifications-changed'))).toBe(false);
    expect(live.listenerCount).toBe(1);
  });
});
