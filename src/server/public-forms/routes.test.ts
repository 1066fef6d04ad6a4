import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_LETTER_MAX_LENGTH, PUBLIC_FORM_SUBMISSIONS_PER_HOUR } from '../../shared/limits.js';
import { signedInAccount } from '../../../tests/support/signed-in.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Each test posts from its own address, so the per-address limits of one never reach another.
let addressCounter = 0;
const newAddress = () => `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter += 1) % 250}`;

type Headers = Record<string, string>;
const post = (url: string, payload: unknown, options: { address?: string; headers?: Headers } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.address ?? newAddress(),
    // A string is sent as it is (malformed JSON); anything else is serialised.
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const rows = async (table: string) => (await t.database.pool.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`)).rows;
const countOf = async (table: string) => (await rows(table)).length;

const contact = {
  name: '  Grace Hopper ',
  email: ' Grace.Hopper@Example.COM ',
  company: 'Navy Research',
  planInterest: 'enterprise',
  topic: 'emergency',
  subject: 'Emergency support',
  message: 'Our editor went down before a launch. Please call back.',
};

describe('POST /api/public/contact-messages', () => {
  it('stores the message with the email normalised and confirms it with 201 {message}', async () => {
    const response = await post('/api/public/contact-messages', contact);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toMatch(/^Thanks, Grace\. .*grace\.hopper@example\.com.*15 minutes/);
    const [row] = (await rows('contact_messages')).slice(-1);
    expect(row).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace.hopper@example.com',
      company: 'Navy Research',
      plan_interest: 'enterprise',
      topic: 'emergency',
      subject: 'Emergency support',
      message: contact.message,
      user_id: null,
    });
  });

  it('needs only a name, an email and a message; blanks are stored as null', async () => {
    const response = await post('/api/public/contact-messages', {
      name: 'Ada',
      email: 'ada@example.com',
      company: '  ',
      subject: '',
      message: 'Do you offer a non-profit discount?',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toMatch(/within 4 hours/);
    const [row] = (await rows('contact_messages')).slice(-1);
    expect(row).toMatchObject({ company: null, plan_interest: null, topic: null, subject: null });
  });

  it('records the account of a signed-in sender', async () => {
    const { cookie, userId } = await signedInAccount(t);
    const response = await post('/api/public/contact-messages', contact, { headers: { cookie } });
    expect(response.statusCode).toBe(201);
    const [row] = (await rows('contact_messages')).slice(-1);
    expect(row?.user_id).toBe(userId);
  });

  it.each([
    ['a missing name', { ...contact, name: ' ' }, /^Name is required$/],
    ['a missing email', { ...contact, email: undefined }, /Email is required/],
    ['an invalid email', { ...contact, email: 'grace@' }, /^Enter a valid email address$/],
    ['an empty message', { ...contact, message: '   ' }, /^Message is required$/],
    ['a message over the limit', { ...contact, message: 'x'.repeat(5_001) }, /Message must be at most 5000 characters/],
    ['an unknown plan', { ...contact, planInterest: 'platinum' }, /Plan interest must be/],
    ['a topic that is not a slug', { ...contact, topic: 'drop table;' }, /Topic must be a short slug/],
  ])('refuses %s with 400 {error} and stores nothing', async (_case, body, message) => {
    const before = await countOf('contact_messages');
    const response = await post('/api/public/contact-messages', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await countOf('contact_messages')).toBe(before);
  });

  it('refuses malformed JSON with 400 and stores nothing', async () => {
    const before = await countOf('contact_messages');
    const response = await post('/api/public/contact-messages', '{"name": "Ada",');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBeTruthy();
    expect(await countOf('contact_messages')).toBe(before);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post('/api/public/contact-messages', { ...contact, message: 'x'.repeat(70 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});

describe('POST /api/public/email-subscriptions', () => {
  it('subscribes an address once, however often and however it is typed', async () => {
    const first = await post('/api/public/email-subscriptions', { email: 'Reader@Example.com', list: 'newsletter' });
    const again = await post('/api/public/email-subscriptions', { email: ' reader@example.com ', list: 'newsletter' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json<{ message: string }>().message).toMatch(/reader@example\.com is subscribed to our newsletter/);
    const stored = (await rows('email_subscriptions')).filter((row) => row.email === 'reader@example.com');
    expect(stored.map((row) => row.list)).toEqual(['newsletter']);
  });

  it('keeps the status list apart from the newsletter', async () => {
    const response = await post('/api/public/email-subscriptions', { email: 'ops@example.com', list: 'status' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toMatch(/status updates/);
    await post('/api/public/email-subscriptions', { email: 'ops@example.com', list: 'newsletter' });
    const lists = (await rows('email_subscriptions')).filter((row) => row.email === 'ops@example.com').map((row) => row.list);
    expect(lists).toEqual(['status', 'newsletter']);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', list: 'status' }, /^Enter a valid email address$/],
    ['an empty email', { email: '', list: 'status' }, /^Email is required$/],
    ['an unknown list', { email: 'a@example.com', list: 'promotions' }, /List must be "status" or "newsletter"/],
    ['no list', { email: 'a@example.com' }, /List must be/],
  ])('refuses %s with 400 {error} and stores nothing', async (_case, body, message) => {
    const before = await countOf('email_subscriptions');
    const response = await post('/api/public/email-subscriptions', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await countOf('email_subscriptions')).toBe(before);
  });
});

describe('POST /api/public/event-registrations', () => {
  const registration = { eventId: 'brand-voice-masterclass', name: 'Lin Park', email: 'Lin.Park@example.com' };

  it('registers once per address and event, confirming with the event and its date both times', async () => {
    const first = await post('/api/public/event-registrations', registration);
    const again = await post('/api/public/event-registrations', { ...registration, email: 'lin.park@EXAMPLE.com' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(first.json<{ message: string }>().message).toBe(
      "You're registered for “Brand Voice Masterclass: From Style Guide to AI” on Thursday, December 10, 2026 at 10:00 AM PST. The joining details will be sent to lin.park@example.com.",
    );
    expect(again.json()).toEqual(first.json());
    const stored = (await rows('event_registrations')).filter((row) => row.email === 'lin.park@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ event_id: 'brand-voice-masterclass', name: 'Lin Park' });
  });

  it('registers the same address for another event separately', async () => {
    const response = await post('/api/public/event-registrations', { ...registration, eventId: 'writers-coffee-hour' });
    expect(response.statusCode).toBe(201);
    const events = (await rows('event_registrations')).filter((row) => row.email === 'lin.park@example.com').map((row) => row.event_id);
    expect(events).toEqual(['brand-voice-masterclass', 'writers-coffee-hour']);
  });

  it('refuses a registration once every seat of the event is taken, but still confirms one already made', async () => {
    // The workshop has 40 seats; fill them directly, as 40 earlier visitors would have.
    await t.database.pool.query(
      `INSERT INTO event_registrations (event_id, name, email)
       SELECT 'agency-workflow-workshop', 'Guest ' || n, 'guest' || n || '@example.com' FROM generate_series(1, 40) AS n`,
    );
    const late = await post('/api/public/event-registrations', { ...registration, eventId: 'agency-workflow-workshop' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toMatch(/fully booked/);
    const earlier = await post('/api/public/event-registrations', {
      eventId: 'agency-workflow-workshop',
      name: 'Guest 7',
      email: 'guest7@example.com',
    });
    expect(earlier.statusCode).toBe(201);
    const seats = (await rows('event_registrations')).filter((row) => row.event_id === 'agency-workflow-workshop');
    expect(seats).toHaveLength(40);
  });

  it.each([
    ['an unknown event', { ...registration, eventId: 'secret-party' }, /not on the community calendar/],
    ['no event', { name: 'Lin', email: 'lin@example.com' }, /Event is required/],
    ['a missing name', { ...registration, name: '' }, /^Name is required$/],
    ['an invalid email', { ...registration, email: 'lin at example.com' }, /^Enter a valid email address$/],
  ])('refuses %s with 400 {error} and stores nothing', async (_case, body, message) => {
    const before = await countOf('event_registrations');
    const response = await post('/api/public/event-registrations', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await countOf('event_registrations')).toBe(before);
  });
});

describe('POST /api/public/job-applications', () => {
  const application = {
    positionId: 'product-designer',
    name: 'Sam Rivera',
    email: 'Sam@Example.com',
    phone: '+1 (415) 555-0100',
    profileUrl: 'https://www.linkedin.com/in/sam-rivera',
    coverLetter: 'I have designed writing tools for eight years and would love to shape your editor.',
  };

  it('stores an application for an open position and confirms it by name', async () => {
    const response = await post('/api/public/job-applications', application);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toMatch(/^Thanks, Sam\. Your application for Product Designer has reached our hiring team\./);
    const [row] = (await rows('job_applications')).slice(-1);
    expect(row).toMatchObject({
      position_id: 'product-designer',
      name: 'Sam Rivera',
      email: 'sam@example.com',
      phone: '+1 (415) 555-0100',
      profile_url: 'https://www.linkedin.com/in/sam-rivera',
      cover_letter: application.coverLetter,
    });
  });

  it('stores a general application with positionId null and the optional fields left out', async () => {
    const response = await post('/api/public/job-applications', {
      positionId: null,
      name: 'Kim',
      email: 'kim@example.com',
      phone: '',
      profileUrl: '',
      coverLetter: 'Open to any role on the content team.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toMatch(/Your general application has reached our hiring team/);
    const [row] = (await rows('job_applications')).slice(-1);
    expect(row).toMatchObject({ position_id: null, phone: null, profile_url: null });
  });

  it.each([
    ['a position that is not open', { ...application, positionId: 'chief-vibes-officer' }, /no longer open/],
    ['a missing cover letter', { ...application, coverLetter: ' ' }, /^Cover letter is required$/],
    [
      'a cover letter over the limit',
      { ...application, coverLetter: 'x'.repeat(COVER_LETTER_MAX_LENGTH + 1) },
      /Cover letter must be at most 10000 characters/,
    ],
    ['a profile link that is not a URL', { ...application, profileUrl: 'linkedin/sam' }, /must be a full link/],
    ['a phone number with letters', { ...application, phone: 'call me' }, /phone number/],
    ['an invalid email', { ...application, email: 'sam@' }, /^Enter a valid email address$/],
  ])('refuses %s with 400 {error} and stores nothing', async (_case, body, message) => {
    const before = await countOf('job_applications');
    const response = await post('/api/public/job-applications', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(message);
    expect(await countOf('job_applications')).toBe(before);
  });
});

describe('every public form', () => {
  const valid: Record<string, object> = {
    '/api/public/contact-messages': { name: 'Flo', email: 'flo@example.com', message: 'Hello' },
    '/api/public/email-subscriptions': { email: 'flo@example.com', list: 'status' },
    '/api/public/event-registrations': { eventId: 'writers-coffee-hour', name: 'Flo', email: 'flo@example.com' },
    '/api/public/job-applications': { positionId: null, name: 'Flo', email: 'flo@example.com', coverLetter: 'Hello' },
  };

  it.each(Object.keys(valid))('%s answers 429 once an address has sent its hourly share', async (url) => {
    const address = newAddress();
    for (let sent = 0; sent < PUBLIC_FORM_SUBMISSIONS_PER_HOUR; sent += 1) {
      expect((await post(url, valid[url], { address })).statusCode).toBe(201);
    }
    const refused = await post(url, valid[url], { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/Too many submissions from your network\. Please try again in 60 minute\(s\)\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await post(url, valid[url])).statusCode).toBe(201);
  });

  it.each(Object.keys(valid))('%s refuses a foreign Origin with 403 and stores nothing', async (url) => {
    const tables = ['contact_messages', 'email_subscriptions', 'event_registrations', 'job_applications'];
    const before = await Promise.all(tables.map(countOf));
    const response = await post(url, valid[url], { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
  });

  it.each(Object.keys(valid))('%s accepts the site’s own Origin', async (url) => {
    const response = await post(url, valid[url], { headers: { origin: 'http://inkwise.test:3000', host: 'inkwise.test:3000' } });
    expect(response.statusCode).toBe(201);
  });
});
