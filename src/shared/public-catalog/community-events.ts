/**
 * The upcoming community events of spec §2 /community (display data, spec §3 "event").
 * Shared because the registration endpoint validates `eventId` against these ids and the
 * registration dialog shows their titles; plain data, no Node or DOM imports.
 */
export type CommunityEventType = 'Webinar' | 'Workshop' | 'Casual Meet';

export interface CommunityEventData {
  /** Stable slug used in registrations; never rename one that has been published. */
  readonly id: string;
  readonly title: string;
  /** Calendar date (ISO 8601, YYYY-MM-DD). */
  readonly date: string;
  /** Start time with its time zone, as shown to visitors. */
  readonly time: string;
  readonly type: CommunityEventType;
  readonly presenter: string;
  /** Seats offered for the event. */
  readonly spots: number;
}

export const communityEvents = [
  {
    id: 'brand-voice-masterclass',
    title: 'Brand Voice Masterclass: From Style Guide to AI',
    date: '2026-12-10',
    time: '10:00 AM PST',
    type: 'Webinar',
    presenter: 'Maya Okafor, Head of Content Strategy',
    spots: 500,
  },
  {
    id: 'agency-workflow-workshop',
    title: 'Hands-On Workshop: Multi-Client Agency Workflows',
    date: '2027-01-14',
    time: '9:00 AM PST',
    type: 'Workshop',
    presenter: 'Daniel Reyes, Solutions Engineer',
    spots: 40,
  },
  {
    id: 'writers-coffee-hour',
    title: 'Writers’ Coffee Hour: Share Your Wins',
    date: '2027-01-28',
    time: '4:00 PM PST',
    type: 'Casual Meet',
    presenter: 'Priya Natarajan, Community Manager',
    spots: 60,
  },
] as const satisfies readonly CommunityEventData[];

export type CommunityEvent = (typeof communityEvents)[number];
export type CommunityEventId = CommunityEvent['id'];

/** Looks an event up by id; undefined for an id that is not on the calendar. */
export function findCommunityEvent(id: string): CommunityEvent | undefined {
  return communityEvents.find((event) => event.id === id);
}
