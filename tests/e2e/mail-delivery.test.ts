import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { newDataDir, startApp, type RunningApp } from './support/app-server.js';

/**
 * Mail through SMTP_URL, against the app as `npm start` runs it (issue 18): sending goes through the
 * durable job queue, so an SMTP server that accepts the connection and then says nothing never
 * holds a request, and a mail whose sending the server's crash cut off is delivered by the next
 * start.
 */
const running: RunningApp[] = [];
let smtp: SmtpTestServer;
let stalled: net.Server;
const stalledConnections: net.Socket[] = [];

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // Accepts and never greets, as a server in trouble or a firewall that swallows packets does.
  stalled = net.createServer((socket) => void stalledConnections.push(socket));
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((app) => app.stop()));
});
afterAll(async () => {
  for (const socket of stalledConnections) socket.destroy();
  await new Promise((resolve) => stalled.close(resolve));
  await smtp.close();
});

const MAIL_FROM = 'Inkwise <no-reply@inkwise.example>';
const post = (url: string, body: object) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('mail through SMTP_URL', () => {
  it('answers at once while the SMTP server stalls, and the next start delivers the mail a kill cut off', async () => {
    const dataDir = newDataDir();
    const stalledPort = (stalled.address() as net.AddressInfo).port;
    const first = await startApp({ dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${stalledPort}`, MAIL_FROM } });
    running.push(first);
    const email = 'stalled.mail@example.com';
    expect((await post(`${first.url}/api/auth/register`, { firstName: 'Sam', lastName: 'Stall', email, password: 'a good long password' })).status).toBe(201);

    // The requests that send mail answer without waiting for the mail server.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const asked = await post(`${first.url}/api/auth/forgot-password`, { email });
      expect(asked.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    // The queue is trying to send, into the silent server.
    for (const deadline = Date.now() + 15_000; stalledConnections.length === 0; ) {
      if (Date.now() > deadline) throw new Error('the mail job never connected to SMTP_URL');
      await sleep(100);
    }

    await first.kill();
    const second = await startApp({ dataDir, env: { SMTP_URL: smtp.url, MAIL_FROM } });
    running.push(second);
    // The next instance sends what was queued, and what the killed one was sending once its claim
    // runs out (30 s): the sign-up's confirmation and the reset both arrive.
    const arrived = (subject: RegExp) => smtp.received.some((mail) => mail.to === email && subject.test(mail.subject));
    const deadline = Date.now() + 90_000;
    while (!arrived(/reset/i) || !arrived(/confirm/i)) {
      if (Date.now() > deadline) throw new Error(`no reset mail delivered; received: ${smtp.received.map((mail) => `${mail.to} ${mail.subject}`).join(', ')}`);
      await sleep(250);
    }
    expect(new Set(smtp.received.filter((mail) => mail.to === email).map((mail) => mail.from))).toEqual(new Set(['no-reply@inkwise.example']));
  });
});
